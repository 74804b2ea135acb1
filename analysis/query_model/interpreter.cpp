// Statements and expressions of the abstract interpreter. Spark API semantics live in
// spark_api.cpp; this file knows Python only.
#include "analysis/query_model/interpreter.h"

#include <algorithm>
#include <cstring>

#include "analysis/query_model/stateful.h"
#include "analysis/syntax/node.h"
#include "analysis/text_util.h"

namespace streamlint::analysis {
namespace {

// Bounds that keep analysis linear-ish on any input (DESIGN.md: depth-limited calls).
constexpr std::size_t kMaxCallDepth = 4;
constexpr int kMaxRunsPerFunction = 32;
constexpr long kMaxSteps = 2'000'000;
// Deeper expressions or blocks are unknown: the evaluator recurses, and a machine-generated
// 10,000-call chain must not overflow the stack (CPython itself stops near 200 levels).
constexpr int kMaxNesting = 256;

// Counts one level of evaluation nesting for the lifetime of the guard.
struct NestingGuard {
  explicit NestingGuard(int& depth) : depth_(depth) { ++depth_; }
  ~NestingGuard() { --depth_; }
  NestingGuard(const NestingGuard&) = delete;
  NestingGuard& operator=(const NestingGuard&) = delete;
  int& depth_;
};

// Decodes the text of one string_content piece. Raw strings keep backslashes; f-strings turn
// `{{`/`}}` into braces.
std::string decode_content(std::string_view text, bool raw, bool fstring) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (fstring && (c == '{' || c == '}') && i + 1 < text.size() && text[i + 1] == c) {
      out.push_back(c);
      ++i;
    } else if (!raw && c == '\\' && i + 1 < text.size()) {
      const char n = text[++i];
      switch (n) {
        case 'n': out.push_back('\n'); break;
        case 't': out.push_back('\t'); break;
        case 'r': out.push_back('\r'); break;
        case '\\': out.push_back('\\'); break;
        case '\'': out.push_back('\''); break;
        case '"': out.push_back('"'); break;
        case '\n': break;  // line continuation inside a string
        default:
          out.push_back('\\');
          out.push_back(n);
      }
    } else {
      out.push_back(c);
    }
  }
  return out;
}

// `a/b` joined as os.path.join does: an absolute later part restarts the path.
std::string join_path(const std::vector<std::string>& parts) {
  std::string out;
  for (const std::string& p : parts) {
    if (!p.empty() && p.front() == '/') {
      out = p;
    } else if (out.empty() || out.back() == '/') {
      out += p;
    } else {
      out += "/" + p;
    }
  }
  return out;
}

bool same_kind(const ValuePtr& a, const ValuePtr& b) { return a->data.index() == b->data.index(); }

}  // namespace

Scope* Interpreter::new_scope(const Scope* parent) {
  scopes_.push_back(std::make_unique<Scope>(parent));
  return scopes_.back().get();
}

void Interpreter::run_module(const std::vector<TSNode>& roots) {
  roots_ = roots;
  module_scope_ = new_scope(nullptr);
  frames_.push_back({});
  for (TSNode root : roots) exec_block(root, module_scope_);
  for (TSNode root : roots) run_unreached_functions(root, module_scope_);
  frames_.pop_back();
}

void Interpreter::exec_block(TSNode block, ScopePtr scope) {
  if (nesting_ >= kMaxNesting) return;
  NestingGuard guard(nesting_);
  for_each_named_child(block, [&](TSNode statement) { exec_statement(statement, scope); });
}

void Interpreter::exec_statement(TSNode node, ScopePtr scope) {
  if (++steps_ > kMaxSteps) return;
  const TSNode enclosing = statement_;
  statement_ = node;
  struct Restore {
    TSNode& slot;
    TSNode value;
    ~Restore() { slot = value; }
  } restore{statement_, enclosing};
  const std::string_view type = node_type(node);
  if (type == "expression_statement") {
    for_each_named_child(node, [&](TSNode child) {
      if (is(child, "assignment") || is(child, "augmented_assignment")) {
        exec_assignment(child, scope);
      } else {
        eval(child, scope);
      }
    });
  } else if (type == "function_definition") {
    exec_function_definition(node, TSNode{}, scope);
  } else if (type == "decorated_definition") {
    TSNode definition = field(node, "definition");
    if (is(definition, "function_definition")) {
      exec_function_definition(definition, node, scope);
    } else if (is(definition, "class_definition")) {
      scope->bind(std::string(node_text(field(definition, "name"), source_)), make_value(ClassValue{definition}));
    }
  } else if (type == "class_definition") {
    // Method bodies run from run_unreached_functions or as bound methods of instances.
    scope->bind(std::string(node_text(field(node, "name"), source_)), make_value(ClassValue{node}));
  } else if (type == "import_statement" || type == "import_from_statement") {
    exec_import(node, scope);
  } else if (type == "if_statement" || type == "while_statement") {
    // Each branch of an if runs under its own (statement, branch) mark: queries started in
    // different branches of one if never run together.
    const uint32_t id = ts_node_start_byte(node);
    int branch = 0;
    auto run_branch = [&](TSNode block) {
      if (type == "if_statement") branches_.push_back({id, branch++});
      exec_block(block, scope);
      if (type == "if_statement") branches_.pop_back();
    };
    eval(field(node, "condition"), scope);
    run_branch(field(node, type == "if_statement" ? "consequence" : "body"));
    for_each_named_child(node, [&](TSNode child) {
      if (is(child, "elif_clause")) {
        eval(field(child, "condition"), scope);
        run_branch(field(child, "consequence"));
      } else if (is(child, "else_clause")) {
        run_branch(field(child, "body"));
      }
    });
  } else if (type == "for_statement") {
    exec_for(node, scope);
  } else if (type == "try_statement") {
    exec_block(field(node, "body"), scope);
    for_each_named_child(node, [&](TSNode clause) {
      if (is(clause, "else_clause")) {
        exec_block(field(clause, "body"), scope);
      } else if (is(clause, "except_clause") || is(clause, "except_group_clause") ||
                 is(clause, "finally_clause")) {
        for_each_named_child(clause, [&](TSNode part) {
          if (is(part, "block")) exec_block(part, scope);
        });
      }
    });
  } else if (type == "with_statement") {
    for_each_named_child(node, [&](TSNode child) {
      if (!is(child, "with_clause")) return;
      for_each_named_child(child, [&](TSNode item) {
        TSNode value = field(item, "value");
        if (is(value, "as_pattern")) {
          eval(ts_node_named_child(value, 0), scope);
          bind_target(field(value, "alias"), unknown_value(), scope);
        } else {
          eval(value, scope);
        }
      });
    });
    exec_block(field(node, "body"), scope);
  } else if (type == "return_statement") {
    ValuePtr value = make_value(NoneValue{});
    for_each_named_child(node, [&](TSNode child) { value = eval(child, scope); });
    frames_.back().returns.push_back(value);
  } else if (type == "block" || type == "ERROR" || type == "module") {
    // ERROR: a statement that did not parse; run what did parse inside it.
    exec_block(node, scope);
  } else if (type == "pass_statement" || type == "global_statement" || type == "nonlocal_statement" ||
             type == "break_statement" || type == "continue_statement" || type == "future_import_statement") {
    // nothing to model
  } else {
    // raise, assert, delete, print, match, ... and bare expressions inside ERROR nodes.
    for_each_named_child(node, [&](TSNode child) { eval(child, scope); });
  }
}

void Interpreter::exec_assignment(TSNode node, ScopePtr scope) {
  TSNode left = field(node, "left");
  TSNode right = field(node, "right");
  if (ts_node_is_null(right)) return;  // annotation only: `x: int`
  if (is(node, "augmented_assignment")) {
    ValuePtr current = eval(left, scope);
    ValuePtr added = eval(right, scope);
    auto a = string_of(current);
    auto b = string_of(added);
    const bool concat = node_text(field(node, "operator"), source_) == "+=" && a && b;
    bind_target(left, concat ? make_value(StringValue{*a + *b}) : unknown_value(), scope);
    return;
  }
  ValuePtr value;
  if (is(right, "assignment")) {  // a = b = value
    exec_assignment(right, scope);
    TSNode inner = right;
    while (is(field(inner, "right"), "assignment")) inner = field(inner, "right");
    value = eval(field(inner, "left"), scope);
  } else {
    value = eval(right, scope);
  }
  bind_target(left, value, scope);
}

void Interpreter::bind_target(TSNode target, const ValuePtr& value, ScopePtr scope) {
  if (ts_node_is_null(target) || nesting_ >= kMaxNesting) return;
  NestingGuard guard(nesting_);
  const std::string_view type = node_type(target);
  if (type == "identifier") {
    scope->bind(std::string(node_text(target, source_)), value);
  } else if (type == "pattern_list" || type == "tuple_pattern" || type == "list_pattern" ||
             type == "expression_list" || type == "tuple" || type == "list") {
    const auto* list = value->as<ListValue>();
    std::size_t i = 0;
    const std::size_t count = ts_node_named_child_count(target);
    for_each_named_child(target, [&](TSNode element) {
      const bool matches = list && list->items.size() == count;
      bind_target(element, matches ? list->items[i] : unknown_value(), scope);
      ++i;
    });
  } else if (type == "list_splat_pattern" || type == "parenthesized_expression") {
    bind_target(ts_node_named_child(target, 0), unknown_value(), scope);
  }
  // attribute and subscript targets (self.x = ..., d[k] = ...) are not modelled
}

void Interpreter::exec_import(TSNode node, ScopePtr scope) {
  const bool from = is(node, "import_from_statement");
  std::string base;
  if (from) base = std::string(node_text(field(node, "module_name"), source_));
  if (from && (base == "dlt" || starts_with(base, "dlt."))) out_.imports.push_back({"dlt", range_of(node)});
  // Field names come from a cursor: ts_node_field_name_for_child misreports them in tree-sitter
  // 0.20 when an import lists several names.
  std::vector<TSNode> names;
  PooledCursor pooled(node);
  TSTreeCursor* cursor = pooled.get();
  if (ts_tree_cursor_goto_first_child(cursor)) {
    do {
      const char* field_name = ts_tree_cursor_current_field_name(cursor);
      if (field_name && std::strcmp(field_name, "name") == 0) names.push_back(ts_tree_cursor_current_node(cursor));
    } while (ts_tree_cursor_goto_next_sibling(cursor));
  }
  for (TSNode name : names) {
    std::string dotted;
    std::string bound;
    if (is(name, "aliased_import")) {
      dotted = std::string(node_text(field(name, "name"), source_));
      bound = std::string(node_text(field(name, "alias"), source_));
    } else {
      dotted = std::string(node_text(name, source_));
      // `import a.b` binds `a`; `from m import a` binds `a`.
      bound = from ? dotted : dotted.substr(0, dotted.find('.'));
      if (!from) dotted = bound;
    }
    std::string path = from ? base + "." + dotted : dotted;
    if (path == "dlt" || starts_with(path, "dlt.")) out_.imports.push_back({"dlt", range_of(node)});
    scope->bind(bound, make_value(ModuleValue{std::move(path)}));
  }
}

void Interpreter::exec_function_definition(TSNode definition, TSNode decorated, ScopePtr scope) {
  FunctionValue function{definition, scope, false};
  if (!ts_node_is_null(decorated)) mark_pipeline_dataset(function, decorated, scope);
  scope->bind(std::string(node_text(field(definition, "name"), source_)), make_value(std::move(function)));
}

ValuePtr Interpreter::eval(TSNode node, ScopePtr scope) {
  if (ts_node_is_null(node) || ++steps_ > kMaxSteps || nesting_ >= kMaxNesting) return unknown_value();
  NestingGuard guard(nesting_);
  const std::string_view type = node_type(node);
  if (type == "identifier") return eval_identifier(node, scope);
  if (type == "comparison_operator") return eval_comparison(node, scope);
  if (type == "subscript") return eval_subscript(node, scope);
  if (type == "string") return eval_string(node, scope);
  if (type == "concatenated_string") {
    std::string text;
    bool known = true;
    for_each_named_child(node, [&](TSNode part) {
      auto s = string_of(eval(part, scope));
      if (s) text += *s; else known = false;
    });
    return known ? make_value(StringValue{std::move(text)}) : unknown_value();
  }
  if (type == "integer" || type == "float") return make_value(NumberValue{std::string(node_text(node, source_))});
  if (type == "true" || type == "false") return make_value(BoolValue{type == "true"});
  if (type == "none") return make_value(NoneValue{});
  if (type == "parenthesized_expression") {
    ValuePtr inner = unknown_value();
    for_each_named_child(node, [&](TSNode child) { inner = eval(child, scope); });
    return inner;
  }
  if (type == "dictionary") return eval_dictionary(node, scope);
  if (type == "list" || type == "tuple" || type == "set" || type == "expression_list") {
    ListValue list;
    for_each_named_child(node, [&](TSNode item) { list.items.push_back(eval(item, scope)); });
    return make_value(std::move(list));
  }
  if (type == "binary_operator") return eval_binary(node, scope);
  if (type == "attribute") {
    const TSNode object = field(node, "object");
    ValuePtr receiver = eval(object, scope);
    ValuePtr value = attribute_of(receiver, node_text(field(node, "attribute"), source_));
    // `spark.readStream`: remember the session's name (a conf fix sets it on the same session).
    if (const auto* reader = value->as<StreamReaderValue>(); reader && is(object, "identifier")) {
      Source source = *reader->source;
      source.session = std::string(node_text(object, source_));
      return make_value(StreamReaderValue{std::move(source)});
    }
    return value;
  }
  if (type == "call") return eval_call(node, scope);
  if (type == "lambda") return make_value(FunctionValue{node, scope, false});
  // Anything else: evaluate the parts for their effects (a query started inside a list, a
  // comprehension or a condition is still a query), the result is unknown.
  for_each_named_child(node, [&](TSNode child) { eval(child, scope); });
  return unknown_value();
}

ValuePtr Interpreter::eval_string(TSNode node, ScopePtr scope) {
  bool raw = false;
  bool fstring = false;
  bool known = true;
  std::string text;
  for_each_named_child(node, [&](TSNode part) {
    const std::string_view type = node_type(part);
    if (type == "string_start") {
      for (char c : node_text(part, source_)) {
        if (c == 'r' || c == 'R') raw = true;
        if (c == 'f' || c == 'F') fstring = true;
        if (c == 'b' || c == 'B') known = false;  // bytes are not paths or option values
      }
    } else if (type == "string_content") {
      text += decode_content(node_text(part, source_), raw, fstring);
    } else if (type == "interpolation") {
      ValuePtr value = eval(field(part, "expression"), scope);
      const bool plain = ts_node_is_null(field(part, "format_specifier")) &&
                         ts_node_is_null(field(part, "type_conversion"));
      if (auto s = string_of(value); s && plain) {
        text += *s;
      } else if (const auto* n = value->as<NumberValue>(); n && plain) {
        text += n->literal;
      } else {
        known = false;
      }
    }
  });
  if (!known) return unknown_value();
  StringValue value{std::move(text), std::nullopt, false};
  if (!fstring) value.written_at = range_of(node);
  return make_value(std::move(value));
}

ValuePtr Interpreter::eval_binary(TSNode node, ScopePtr scope) {
  ValuePtr left = eval(field(node, "left"), scope);
  ValuePtr right = eval(field(node, "right"), scope);
  const std::string_view op = node_text(field(node, "operator"), source_);
  auto a = string_of(left);
  auto b = string_of(right);
  if (op == "+" && a && b) return make_value(StringValue{*a + *b});
  const auto* la = left->as<StringValue>();
  if (op == "/" && la && la->path && b) return make_value(StringValue{join_path({*a, *b}), std::nullopt, true});
  // Column arithmetic and boolean combinations (`(a.id == b.id) & (a.ts >= b.ts)`).
  const auto* lc = left->as<ColumnValue>();
  const auto* rc = right->as<ColumnValue>();
  if (lc || rc) {
    ColumnValue combined{ColumnValue::Kind::Expression, "", {}, ""};
    for (const ColumnValue* c : {lc, rc}) {
      if (!c) continue;
      combined.columns.insert(combined.columns.end(), c->columns.begin(), c->columns.end());
      // Keep the SQL of expr(...) parts: `(a.id == b.id) & expr("ts BETWEEN ...")` is a range.
      if (!c->text.empty()) combined.text += (combined.text.empty() ? "" : " AND ") + c->text;
    }
    return make_value(std::move(combined));
  }
  return unknown_value();
}

ValuePtr Interpreter::eval_identifier(TSNode node, ScopePtr scope) {
  const std::string_view name = node_text(node, source_);
  ValuePtr value = scope->lookup(name);
  const Frame& frame = frames_.back();
  // Inside a foreachBatch/foreach handler: names from outside that Spark Connect would have to
  // serialise with the function (streaming-facts.md §4.3 STREAMING_CONNECT_SERIALIZATION_ERROR).
  if (frame.batch_function_scope == scope && !scope->binds(name)) {
    const bool session_name = name == "spark" || name == "sc";
    const auto* batch = value->as<BatchDataFrameValue>();
    const bool outer_frame = value->as<StreamingDataFrameValue>() || (batch && !batch->micro_batch);
    if (session_name || value->as<SparkSessionValue>() || outer_frame) {
      out_.captured_references.push_back({std::string(name), range_of(node), frame.batch_df_parameter});
    }
  }
  return value;
}

ValuePtr Interpreter::eval_comparison(TSNode node, ScopePtr scope) {
  ColumnValue combined{ColumnValue::Kind::Expression, "", {}, ""};
  bool column = false;
  for_each_named_child(node, [&](TSNode operand) {
    ValuePtr v = eval(operand, scope);
    if (const auto* c = v->as<ColumnValue>()) {
      column = true;
      combined.columns.insert(combined.columns.end(), c->columns.begin(), c->columns.end());
      if (!c->text.empty()) combined.text += (combined.text.empty() ? "" : " ") + c->text;
    }
  });
  return column ? make_value(std::move(combined)) : unknown_value();
}

ValuePtr Interpreter::eval_subscript(TSNode node, ScopePtr scope) {
  ValuePtr value = eval(field(node, "value"), scope);
  ValuePtr key = eval(field(node, "subscript"), scope);
  auto k = string_of(key);
  if (const auto* dict = value->as<DictValue>(); dict && k) {
    for (auto it = dict->entries.rbegin(); it != dict->entries.rend(); ++it) {
      if (it->key == *k) return it->value;
    }
  }
  if (k && (value->as<StreamingDataFrameValue>() || value->as<BatchDataFrameValue>())) {
    return make_value(ColumnValue{ColumnValue::Kind::Column, *k, {*k}, ""});
  }
  return unknown_value();
}

void Interpreter::exec_for(TSNode node, ScopePtr scope) {
  // Loops over constant lists and dict items run once per item (bounded), so
  // `for k, v in CONF.items(): spark.conf.set(k, v)` records every conf.
  constexpr std::size_t kMaxUnrolled = 32;
  ValuePtr items = eval(field(node, "right"), scope);
  TSNode left = field(node, "left");
  const auto* list = items->as<ListValue>();
  if (list && !list->items.empty() && list->items.size() <= kMaxUnrolled) {
    for (const ValuePtr& item : list->items) {
      bind_target(left, item, scope);
      exec_block(field(node, "body"), scope);
    }
  } else {
    bind_target(left, unknown_value(), scope);
    exec_block(field(node, "body"), scope);
  }
  TSNode alternative = field(node, "alternative");
  if (!ts_node_is_null(alternative)) exec_block(field(alternative, "body"), scope);
}

ValuePtr Interpreter::eval_dictionary(TSNode node, ScopePtr scope) {
  DictValue dict;
  for_each_named_child(node, [&](TSNode item) {
    if (is(item, "pair")) {
      TSNode key = field(item, "key");
      ValuePtr value = eval(field(item, "value"), scope);
      if (auto k = string_of(eval(key, scope))) {
        dict.entries.push_back({*k, value, range_of(key)});
      } else {
        dict.complete = false;
      }
    } else if (is(item, "dictionary_splat")) {
      ValuePtr spread = eval(ts_node_named_child(item, 0), scope);
      if (const auto* inner = spread->as<DictValue>()) {
        dict.entries.insert(dict.entries.end(), inner->entries.begin(), inner->entries.end());
        dict.complete = dict.complete && inner->complete;
      } else {
        dict.complete = false;
      }
    } else {
      eval(item, scope);  // comprehension parts
      dict.complete = false;
    }
  });
  return make_value(std::move(dict));
}

CallArguments Interpreter::eval_arguments(TSNode node, ScopePtr scope) {
  CallArguments args;
  if (!is(node, "argument_list")) {  // f(x for x in y)
    eval(node, scope);
    args.has_list_splat = true;
    return args;
  }
  for_each_named_child(node, [&](TSNode arg) {
    const std::string_view type = node_type(arg);
    if (type == "keyword_argument") {
      TSNode name = field(arg, "name");
      TSNode value = field(arg, "value");
      args.keywords.push_back({std::string(node_text(name, source_)), eval(value, scope), range_of(name), value});
    } else if (type == "dictionary_splat") {
      args.dict_splats.push_back(eval(ts_node_named_child(arg, 0), scope));
    } else if (type == "list_splat") {
      eval(ts_node_named_child(arg, 0), scope);
      args.has_list_splat = true;
    } else {
      args.positional.push_back({eval(arg, scope), arg});
    }
  });
  return args;
}

ValuePtr Interpreter::eval_call(TSNode call, ScopePtr scope) {
  TSNode function = field(call, "function");
  if (is(function, "attribute")) {
    const TSNode object = field(function, "object");
    ValuePtr receiver = eval(object, scope);
    CallArguments args = eval_arguments(field(call, "arguments"), scope);
    ValuePtr result = call_method(receiver, node_text(field(function, "attribute"), source_), args, call);
    // DataStreamReader / DataStreamWriter methods change the builder in place and return it, so
    // `writer.option(...)` as a statement configures `writer` (PySpark: `return self`).
    const bool builder = (receiver->as<StreamWriterValue>() && result->as<StreamWriterValue>()) ||
                         (receiver->as<StreamReaderValue>() && result->as<StreamReaderValue>());
    if (builder && is(object, "identifier")) {
      const std::string_view name = node_text(object, source_);
      if (scope->binds(name)) scope->bind(std::string(name), result);
    }
    return result;
  }
  ValuePtr callee = eval(function, scope);
  CallArguments args = eval_arguments(field(call, "arguments"), scope);
  if (const auto* f = callee->as<FunctionValue>()) {
    call_sites_.push_back(ts_node_start_byte(call));
    ValuePtr result = call_function(*f, args);
    call_sites_.pop_back();
    return result;
  }
  if (const auto* m = callee->as<ModuleValue>()) return call_module_function(m->path, args);
  if (const auto* c = callee->as<ClassValue>()) return make_value(InstanceValue{c->node});
  if (is(function, "identifier") && callee->unknown()) {
    return call_module_function("builtins." + std::string(node_text(function, source_)), args);
  }
  return unknown_value();
}

ValuePtr Interpreter::call_function(const FunctionValue& function, const CallArguments& args) {
  const uint32_t key = ts_node_start_byte(function.node);
  if (call_stack_.size() >= kMaxCallDepth ||
      std::find(call_stack_.begin(), call_stack_.end(), key) != call_stack_.end() ||
      ++runs_per_function_[key] > kMaxRunsPerFunction) {
    return unknown_value();
  }
  reached_functions_.insert(key);
  Scope* scope = new_scope(function.closure ? function.closure : module_scope_);

  // functools.partial: the bound arguments come first.
  CallArguments all_args;
  const CallArguments* effective = &args;
  if (!function.bound.empty()) {
    all_args = args;
    std::vector<CallArguments::Positional> bound;
    for (const ValuePtr& b : function.bound) bound.push_back({b, TSNode{}});
    all_args.positional.insert(all_args.positional.begin(), bound.begin(), bound.end());
    effective = &all_args;
  }
  return call_with(function, *effective, scope, key);
}

ValuePtr Interpreter::call_with(const FunctionValue& function, const CallArguments& args, Scope* scope,
                                uint32_t key) {
  // Bind parameters: positionally until `*`, then by keyword; defaults otherwise.
  std::size_t index = 0;
  bool keyword_only = false;
  for_each_named_child(field(function.node, "parameters"), [&](TSNode param) {
    const std::string_view type = node_type(param);
    if (type == "keyword_separator") {
      keyword_only = true;
      return;
    }
    if (type == "positional_separator") return;
    if (type == "list_splat_pattern" || type == "dictionary_splat_pattern") {
      keyword_only = true;
      bind_target(ts_node_named_child(param, 0), unknown_value(), scope);
      return;
    }
    TSNode name = type == "identifier" ? param
                  : (type == "typed_parameter") ? ts_node_named_child(param, 0)
                                                : field(param, "name");
    if (!is(name, "identifier")) return;
    const std::string_view text = node_text(name, source_);
    ValuePtr value;
    if (const auto* k = args.keyword(text)) {
      value = k->value;
    } else if (!keyword_only && !args.has_list_splat && index < args.positional.size()) {
      value = args.positional[index].value;
    } else if (TSNode fallback = field(param, "value"); !ts_node_is_null(fallback)) {
      value = eval(fallback, function.closure ? function.closure : module_scope_);
    } else {
      value = unknown_value();
    }
    ++index;
    scope->bind(std::string(text), value);
  });

  Frame frame = frames_.back();  // inherits the pipeline and foreachBatch context
  frame.returns.clear();
  frame.scope = scope;
  frame.pipeline_dataset = function.pipeline_dataset || frame.pipeline_dataset;
  if (function.pipeline_dataset) frame.dataset_body = range_of(function.node);
  if (pending_handler_) {
    frame.batch_function_scope = scope;
    frame.batch_df_parameter = pending_handler_->df_parameter;
    frame.batch_id_parameter = pending_handler_->id_parameter;
    frame.foreach_batch_range = pending_handler_->range;
    pending_handler_.reset();
  }
  frames_.push_back(std::move(frame));
  call_stack_.push_back(key);
  TSNode body = field(function.node, "body");
  ValuePtr result;
  if (is(function.node, "lambda")) {
    result = eval(body, scope);
  } else {
    exec_block(body, scope);
    // The returned value: the common kind of all non-None returns, else unknown.
    result = make_value(NoneValue{});
    for (const ValuePtr& r : frames_.back().returns) {
      if (r->as<NoneValue>() || r->unknown()) continue;
      if (result->as<NoneValue>()) {
        result = r;
      } else if (!same_kind(result, r)) {
        result = unknown_value();
        break;
      }
    }
    const bool any_unknown = std::any_of(frames_.back().returns.begin(), frames_.back().returns.end(),
                                         [](const ValuePtr& r) { return r->unknown(); });
    if (any_unknown && result->as<NoneValue>()) result = unknown_value();
  }
  call_stack_.pop_back();
  frames_.pop_back();
  // A streaming table's function returns the stream the pipeline writes (in append mode): model it
  // as a query so the watermark and state rules see it; checkpoints and triggers stay the pipeline's.
  if (function.streaming_dataset) {
    if (const auto* stream = result->as<StreamingDataFrameValue>()) {
      StreamingQuery query;
      query.writer.input = stream->frame;
      query.writer.output_mode = OutputMode::Append;
      query.terminal = "pipeline";
      query.terminal_range = range_of(field(function.node, "name"));
      query.in_pipeline_dataset = true;
      query.started_at = ++order_;
      out_.queries.push_back(std::move(query));
    }
  }
  return result;
}

ValuePtr Interpreter::call_module_function(const std::string& path, const CallArguments& args) {
  if (path == "os.path.join" || path == "posixpath.join") {
    std::vector<std::string> parts;
    for (const auto& a : args.positional) {
      auto s = string_of(a.value);
      if (!s || args.has_list_splat) return unknown_value();
      parts.push_back(*s);
    }
    return make_value(StringValue{join_path(parts)});
  }
  if (path == "builtins.str" && args.positional.size() == 1) {
    if (auto s = string_of(args.positional[0].value)) return make_value(StringValue{*s});
    if (const auto* n = args.positional[0].value->as<NumberValue>()) return make_value(StringValue{n->literal});
    return unknown_value();
  }
  if (path == "builtins.dict" && args.positional.empty()) {
    DictValue dict;
    for (const auto& k : args.keywords) dict.entries.push_back({k.name, k.value, k.name_range});
    dict.complete = args.dict_splats.empty();
    return make_value(std::move(dict));
  }
  if (ends_with(path, "SparkSession.getActiveSession") || ends_with(path, "SparkSession.active")) {
    return make_value(SparkSessionValue{});
  }
  if (path == "builtins.enumerate" && args.positional.size() == 1) {
    if (const auto* list = args.positional[0].value->as<ListValue>()) {
      ListValue pairs;
      for (std::size_t i = 0; i < list->items.size(); ++i) {
        pairs.items.push_back(make_value(ListValue{{make_value(NumberValue{std::to_string(i)}), list->items[i]}}));
      }
      return make_value(std::move(pairs));
    }
    return unknown_value();
  }
  if (path == "functools.partial" && !args.positional.empty()) {
    if (const auto* f = args.positional[0].value->as<FunctionValue>()) {
      FunctionValue bound = *f;
      for (std::size_t i = 1; i < args.positional.size(); ++i) bound.bound.push_back(args.positional[i].value);
      return make_value(std::move(bound));
    }
    return unknown_value();
  }
  if (path == "pathlib.Path" || path == "pathlib.PurePath" || path == "pathlib.PurePosixPath") {
    std::vector<std::string> parts;
    for (const auto& a : args.positional) {
      auto s = string_of(a.value);
      if (!s) return unknown_value();
      parts.push_back(*s);
    }
    return make_value(StringValue{join_path(parts), std::nullopt, true});
  }
  if (starts_with(path, "pyspark.sql.functions.")) return column_function(path.substr(22), args);
  // Lakeflow / DLT reads inside pipeline code (streaming-facts.md §6.3).
  if (path == "dlt.read_stream" || path == "dlt.readStream" || ends_with(path, "pipelines.read_stream")) {
    auto frame = std::make_shared<StreamingDataFrame>();
    Source source;
    source.format = "table";
    frame->sources.push_back(std::make_shared<const Source>(std::move(source)));
    return make_value(StreamingDataFrameValue{std::move(frame)});
  }
  if (path == "dlt.read" || ends_with(path, "pipelines.read")) return make_value(BatchDataFrameValue{});
  return unknown_value();
}

ValuePtr Interpreter::column_function(std::string_view name, const CallArguments& args) {
  using Kind = ColumnValue::Kind;
  auto column_name = [](const ValuePtr& v) -> std::optional<std::string> {
    if (auto s = string_of(v)) return s;
    if (const auto* c = v->as<ColumnValue>(); c && c->kind == Kind::Column) return c->name;
    return std::nullopt;
  };
  // broadcast(df) is a join hint: the DataFrame itself, static or streaming.
  if (name == "broadcast") return args.get(0, "df");
  if (name == "col" || name == "column") {
    if (auto n = string_of(args.get(0, "col"))) return make_value(ColumnValue{Kind::Column, *n, {*n}, ""});
  } else if (name == "window" || name == "session_window") {
    const Kind kind = name == "window" ? Kind::Window : Kind::SessionWindow;
    if (auto n = column_name(args.get(0, "timeColumn"))) return make_value(ColumnValue{kind, *n, {*n}, ""});
    return make_value(ColumnValue{kind, "", {}, ""});
  } else if (name == "window_time") {
    if (auto n = column_name(args.get(0, "windowColumn"))) return make_value(ColumnValue{Kind::Column, *n, {*n}, ""});
  } else if (name == "expr") {
    if (auto text = string_of(args.get(0, "str"))) return make_value(ColumnValue{Kind::Expression, "", {}, *text});
  } else if (is_aggregate_function(name)) {
    // count("*"), sum(col("x")), ...: in select() without groupBy, a global aggregation.
    ColumnValue aggregate{Kind::Expression, "", {}, ""};
    aggregate.aggregate = true;
    for (const auto& p : args.positional) {
      if (auto n = column_name(p.value)) aggregate.columns.push_back(*n);
    }
    return make_value(std::move(aggregate));
  }
  return unknown_value();
}

void Interpreter::run_unreached_functions(TSNode root, ScopePtr module_scope) {
  // Function definitions live only in statement bodies, so the walk descends through compound
  // statements and never into expressions (most of the tree).
  // The walk is pre-order, so outer functions run before the functions nested in them.
  std::vector<TSNode> definitions;
  for_each_descendant_pruned(root, [&](TSNode node) {
    if (!ts_node_is_named(node)) return false;
    const std::string_view type = node_type(node);
    if (type == "function_definition") definitions.push_back(node);
    return !(type == "expression_statement" || type == "return_statement" || type == "import_statement" ||
             type == "import_from_statement" || type == "identifier" || type == "decorator" || type == "comment");
  });

  for (TSNode definition : definitions) {
    if (reached_functions_.count(ts_node_start_byte(definition))) continue;
    FunctionValue function{definition, module_scope, false};
    TSNode parent = ts_node_parent(definition);
    if (is(parent, "decorated_definition")) mark_pipeline_dataset(function, parent, module_scope);
    call_function(function, CallArguments{});
  }
}

bool Interpreter::inside_dataset_function(TSNode call) const {
  const Frame& frame = frames_.back();
  const uint32_t at = ts_node_start_byte(call);
  return frame.pipeline_dataset && frame.dataset_body.start_byte <= at && at < frame.dataset_body.end_byte;
}

}  // namespace streamlint::analysis
