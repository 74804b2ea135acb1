// Expressions of the abstract interpreter: literals, names, operators, containers and calls.
#include <algorithm>
#include <cctype>
#include <charconv>
#include <cstdint>
#include <cstdlib>
#include <optional>

#include "analysis/fnv.h"
#include "analysis/query_model/branch_merge.h"
#include "analysis/query_model/dict_mutations.h"
#include "analysis/query_model/interpreter.h"
#include "analysis/query_model/interpreter_limits.h"
#include "analysis/query_model/run_time_text.h"
#include "analysis/query_model/stateful.h"
#include "analysis/query_model/string_methods.h"
#include "analysis/query_model/value_equality.h"
#include "analysis/spark_facts.h"
#include "analysis/syntax/python_grammar.h"
#include "analysis/text_util.h"

namespace streamlint::analysis {
namespace {

// Appends code point `cp` as UTF-8.
void append_utf8(std::string& out, std::uint32_t cp) {
  if (cp < 0x80) {
    out.push_back(static_cast<char>(cp));
  } else if (cp < 0x800) {
    out.push_back(static_cast<char>(0xC0 | (cp >> 6)));
    out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
  } else if (cp < 0x10000) {
    out.push_back(static_cast<char>(0xE0 | (cp >> 12)));
    out.push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
    out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
  } else {
    out.push_back(static_cast<char>(0xF0 | (cp >> 18)));
    out.push_back(static_cast<char>(0x80 | ((cp >> 12) & 0x3F)));
    out.push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
    out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
  }
}

// The text of a str literal's content piece, its escape sequences decoded as Python's lexer does
// (raw strings keep them; f-strings also turn `{{`/`}}` into braces)
// https://docs.python.org/3/reference/lexical_analysis.html#escape-sequences: an unrecognised
// one keeps its backslash. nullopt for \N{name}, which this does not decode.
std::optional<std::string> decode_content(std::string_view text, bool raw, bool fstring) {
  std::string out;
  out.reserve(text.size());
  // `digits` hex digits after text[i] (the escape's letter) as a code point; false when malformed.
  auto hex = [&](std::size_t& i, int digits, std::uint32_t& cp) {
    if (i + digits >= text.size()) return false;
    cp = 0;
    for (int k = 1; k <= digits; ++k) {
      const char h = text[i + k];
      const int v = h >= '0' && h <= '9' ? h - '0' : h >= 'a' && h <= 'f' ? h - 'a' + 10 : h >= 'A' && h <= 'F' ? h - 'A' + 10 : -1;
      if (v < 0) return false;
      cp = cp * 16 + static_cast<std::uint32_t>(v);
    }
    i += digits;
    return cp <= 0x10FFFF;
  };
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (fstring && (c == '{' || c == '}') && i + 1 < text.size() && text[i + 1] == c) {
      out.push_back(c);
      ++i;
    } else if (!raw && c == '\\' && i + 1 < text.size()) {
      const char n = text[++i];
      std::uint32_t cp = 0;
      switch (n) {
        case 'n': out.push_back('\n'); break;
        case 't': out.push_back('\t'); break;
        case 'r': out.push_back('\r'); break;
        case 'a': out.push_back('\a'); break;
        case 'b': out.push_back('\b'); break;
        case 'f': out.push_back('\f'); break;
        case 'v': out.push_back('\v'); break;
        case '\\': out.push_back('\\'); break;
        case '\'': out.push_back('\''); break;
        case '"': out.push_back('"'); break;
        case '\n': break;  // line continuation inside a string
        case 'x':
          if (!hex(i, 2, cp)) return std::nullopt;  // a SyntaxError in Python
          append_utf8(out, cp);
          break;
        case 'u':
        case 'U':
          if (!hex(i, n == 'u' ? 4 : 8, cp)) return std::nullopt;
          append_utf8(out, cp);
          break;
        case 'N':
          return std::nullopt;
        default:
          if (n >= '0' && n <= '7') {  // up to three octal digits
            cp = static_cast<std::uint32_t>(n - '0');
            for (int k = 0; k < 2 && i + 1 < text.size() && text[i + 1] >= '0' && text[i + 1] <= '7'; ++k) {
              cp = cp * 8 + static_cast<std::uint32_t>(text[++i] - '0');
            }
            append_utf8(out, cp);
          } else {
            out.push_back('\\');
            out.push_back(n);
          }
      }
    } else {
      out.push_back(c);
    }
  }
  return out;
}

}  // namespace

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

ValuePtr Interpreter::eval(Node node, ScopePtr scope) {
  const auto& S = py::sym();
  const auto& F = py::field();
  if (node.null() || ++steps_ > kMaxSteps || nesting_ >= kMaxNesting) return unknown_value();
  NestingGuard guard(nesting_);
  const TSSymbol type = node.symbol();
  if (type == S.identifier) return eval_identifier(node, scope);
  if (type == S.call) return eval_call(node, scope);
  if (type == S.attribute) {
    const Node object = node.field(F.object);
    // `super().__init__(...)`, `super().source`: the bases' member, bound to this method's self.
    if (is_super_call(object, scope)) {
      eval_arguments(object.field(F.arguments), scope);
      return super_attribute(node, scope);
    }
    ValuePtr receiver = eval(object, scope);
    const Node attribute = node.field(F.attribute);
    if (const auto* m = receiver->as<ModuleValue>()) note_dlthub(*m, attribute.text(), node.span());
    ValuePtr value = attribute_of(receiver, attribute.text());
    if (const auto* project = receiver->as<ProjectModuleValue>()) value = scala_member_read(value, *project, node);
    if (const auto* writer = value->as<BatchWriterValue>(); writer && attribute.text() == "write") {
      BatchWriterValue made = *writer;
      made.made_at = node.span();
      value = make_value(std::move(made));
    }
    // `stream.write`: a batch writer on a stream (streaming-facts.md §4.2), recorded where `write` is.
    if (const auto* stream = receiver->as<StreamingDataFrameValue>();
        stream && !stream->frame->origin_unknown && attribute.text() == "write" && out_) {
      out_->streaming_actions.push_back({"write", attribute.span()});
    }
    // `self.spark` in a foreachBatch handler that is a bound method: the instance goes with the
    // method, and the session it holds with it (SR403, streaming-facts.md §4.3). Instances keep no
    // attributes here: a session is known by value or by its usual names, as `spark` is.
    const std::string_view member = attribute.text();
    const bool session_member = value->as<SparkSessionValue>() ||
                                (value->unknown() && (member == "spark" || member == "_spark" || member == "sc" ||
                                                      member == "spark_session"));
    if (out_ && session_member && object.is(S.identifier) && (receiver->as<InstanceValue>() || object.text() == "self")) {
      const Frame& frame = frames_.back();
      if (frame.batch_function_scope && frame.batch_function_scope == scope &&
          scope->binder(object.text()) == frame.batch_function_scope) {
        const ValuePtr batch_df = frame.batch_df_parameter.empty() ? nullptr : scope->lookup(frame.batch_df_parameter);
        const auto* holds = batch_df ? batch_df->as<BatchDataFrameValue>() : nullptr;
        out_->captured_references.push_back({std::string(node.text()), node.span(),
                                             holds && holds->micro_batch ? frame.batch_df_parameter : std::string(),
                                             value->as<SparkSessionValue>() != nullptr});
      }
    }
    // `spark.readStream`: remember the session's name (a conf fix sets it on the same session).
    if (const auto* reader = value->as<StreamReaderValue>(); reader && object.is(S.identifier)) {
      Source source = *reader->source;
      source.session = std::string(object.text());
      return make_value(StreamReaderValue{std::move(source)});
    }
    return value;
  }
  if (type == S.string) return eval_string(node, scope);
  if (type == S.comparison_operator) return eval_comparison(node, scope);
  if (type == S.subscript) return eval_subscript(node, scope);
  if (type == S.concatenated_string) {
    std::string text;
    bool known = true;
    node.for_each_named_child([&](Node part) {
      auto s = string_of(eval(part, scope));
      if (s) text += *s; else known = false;
    });
    return known ? make_value(StringValue{std::move(text), std::nullopt, false, false, node.span()}) : unknown_value();
  }
  if (type == S.integer || type == S.float_) return make_value(NumberValue{std::string(node.text())});
  if (type == S.true_ || type == S.false_) return make_value(BoolValue{type == S.true_});
  if (type == S.none) return make_value(NoneValue{});
  if (type == S.parenthesized_expression) {
    ValuePtr inner = unknown_value();
    node.for_each_named_child([&](Node child) { inner = eval(child, scope); });
    return inner;
  }
  if (type == S.dictionary) return eval_dictionary(node, scope);
  if (type == S.list || type == S.tuple || type == S.set || type == S.expression_list) {
    ListValue list;
    list.kind = type == S.set ? ListValue::Kind::Set : type == S.list ? ListValue::Kind::List : ListValue::Kind::Tuple;
    node.for_each_named_child([&](Node item) { list.items.push_back(eval(item, scope)); });
    return make_value(std::move(list));
  }
  if (type == S.binary_operator) return eval_binary(node, scope);
  if (type == S.conditional_expression) return eval_conditional(node, scope);
  if (type == S.named_expression) {
    // `(src := spark.readStream...)`: the value, bound to the name as an assignment would.
    const ValuePtr value = eval(node.field(F.value), scope);
    bind_target(node.field(F.name), value, scope);
    return value;
  }
  if (type == S.boolean_operator) return eval_boolean(node, scope);
  if (type == S.list_comprehension || type == S.generator_expression || type == S.set_comprehension) {
    return eval_comprehension(node, scope);
  }
  if (type == S.lambda) return make_value(FunctionValue{node, scope, false});
  // An anonymous def (a Scala lambda, scala_lowering.h), and a block as a value: its statements
  // run, its last expression is its value.
  if (type == S.function_definition) return make_value(FunctionValue{node, scope, false});
  if (type == S.block) return eval_block(node, scope);
  // Anything else: evaluate the parts for their effects (a query started inside a list, a
  // comprehension or a condition is still a query), the result is unknown.
  node.for_each_named_child([&](Node child) { eval(child, scope); });
  return unknown_value();
}

ValuePtr Interpreter::eval_comprehension(Node node, ScopePtr scope) {
  const auto& S = py::sym();
  const auto& F = py::field();
  std::vector<Node> clauses;  // the for and if clauses, in order
  node.for_each_named_child([&](Node c) {
    if (c.is(S.for_in_clause) || c.is(S.if_clause)) clauses.push_back(c);
  });
  ScopePtr inner = new_scope(scope);  // its targets are its own (Python 3)
  LoopGuard loop(loops_);
  ListValue out;
  out.kind = node.is(S.set_comprehension) ? ListValue::Kind::Set : ListValue::Kind::List;
  bool known = true;
  std::size_t runs = 0;
  const auto run = [&](auto& self, std::size_t k) -> void {
    if (k == clauses.size()) {
      if (++runs > kMaxUnrolled * 4) {
        known = false;
        return;
      }
      out.items.push_back(eval(node.field(F.body), inner));
      return;
    }
    const Node c = clauses[k];
    if (c.is(S.if_clause)) {
      const std::optional<bool> test = none_test(c.named_child(0), inner);
      if (test && !*test) return;
      if (!test) known = false;  // the item may or may not be in the result
      return self(self, k + 1);
    }
    const ValuePtr items = eval(c.field(F.right), inner);
    const auto* list = items->as<ListValue>();
    if (list && list->items.size() <= kMaxUnrolled) {
      for (const ValuePtr& item : list->items) {
        bind_target(c.field(F.left), item, inner);
        self(self, k + 1);
      }
      return;
    }
    known = false;  // unknown items: the body once, for what it starts
    bind_target(c.field(F.left), unknown_value(), inner);
    self(self, k + 1);
  };
  run(run, 0);
  return known ? make_value(std::move(out)) : unknown_value();
}

ValuePtr Interpreter::eval_block(Node block, ScopePtr scope) {
  const auto& S = py::sym();
  Node last;
  block.for_each_named_child([&](Node statement) { last = statement; });
  ValuePtr value = unknown_value();
  block.for_each_named_child([&](Node statement) {
    if (statement == last && statement.is(S.expression_statement) && statement.named_child_count() == 1 &&
        !statement.named_child(0).is(S.assignment)) {
      value = eval(statement.named_child(0), scope);
    } else {
      exec_statement(statement, scope);
    }
  });
  return value;
}

namespace {

// The item of a constant list or tuple at `index` as Python counts it (negative from the end):
// `frames[0]`, `paths[-1]`, Scala's `tables(1)`; nullptr when `sequence` is no such list, or the
// index is not an integer's literal; unknown when it is out of range.
ValuePtr item_at(const ValuePtr& sequence, std::string_view index) {
  const auto* list = sequence->as<ListValue>();
  if (!list || list->kind == ListValue::Kind::Set) return nullptr;
  std::string digits;
  for (char c : index) {
    if (c != ' ' && c != '_') digits += c;
  }
  long at = 0;
  const char* end = digits.data() + digits.size();
  const auto parsed = std::from_chars(digits.data(), end, at);
  if (digits.empty() || parsed.ec != std::errc() || parsed.ptr != end) return nullptr;
  const auto size = static_cast<long>(list->items.size());
  if (at < 0) at += size;
  return at >= 0 && at < size ? list->items[static_cast<std::size_t>(at)] : unknown_value();
}

}  // namespace

ValuePtr Interpreter::eval_string(Node node, ScopePtr scope) {
  const auto& S = py::sym();
  const auto& F = py::field();
  bool raw = false;
  bool fstring = false;
  bool known = true;
  bool run_time = true;  // while unknown: every unknown part is a binding's (value.h UnknownValue)
  bool lookup = true;    // and each of those a lookup's
  std::string text, run_time_text;
  node.for_each_named_child([&](Node part) {
    const TSSymbol type = part.symbol();
    if (type == S.string_start) {
      for (char c : part.text()) {
        if (c == 'r' || c == 'R') raw = true;
        if (c == 'f' || c == 'F') fstring = true;
        if (c == 'b' || c == 'B') known = false;  // bytes are not paths or option values
      }
    } else if (type == S.string_content) {
      const std::optional<std::string> decoded = decode_content(part.text(), raw, fstring);
      if (!decoded) {
        known = false;
        run_time = false;
        return;
      }
      text += *decoded;
      run_time_text += *decoded;
    } else if (type == S.interpolation) {
      const Node expression = part.field(F.expression);
      ValuePtr value = eval(expression, scope);
      // `{x=}` (self-documenting) writes the expression's text and repr: not folded.
      const std::string_view after = expression ? part.text().substr(expression.end() - part.start()) : std::string_view();
      const bool debug = trim_spaces(after).starts_with("=");
      const bool plain = !debug && part.field(F.format_specifier).null() && part.field(F.type_conversion).null();
      if (auto s = string_of(value); s && plain) {
        text += *s;
      } else if (const auto* n = value->as<NumberValue>(); n && plain) {
        text += n->literal;
      } else {
        known = false;
      }
      const auto piece = plain ? run_time_part(value) : std::nullopt;
      if (piece) run_time_text += *piece;
      lookup = lookup && all_lookups({&value});
      run_time = run_time && piece;
    }
  });
  if (!known)
    return run_time && fstring ? run_time_value(std::move(run_time_text), node.text(), lookup) : unknown_value();
  StringValue value{std::move(text), std::nullopt, false};
  if (!fstring) value.written_at = node.span();
  return make_value(std::move(value));
}

ValuePtr Interpreter::eval_binary(Node node, ScopePtr scope) {
  const auto& F = py::field();
  ValuePtr left = eval(node.field(F.left), scope);
  ValuePtr right = eval(node.field(F.right), scope);
  return binary_value(node.field(F.operator_).text(), left, right, node);
}

ValuePtr Interpreter::binary_value(std::string_view op, const ValuePtr& left, const ValuePtr& right, Node node) {
  if (is_clock(left) || is_clock(right)) return clock_value();  // `time.time() * 1000`
  auto a = string_of(left);
  auto b = string_of(right);
  if (op == "+" && a && b) {
    return make_value(StringValue{*a + *b, std::nullopt, false, false, node.null() ? std::nullopt : std::optional<Span>(node.span())});
  }
  // `root + "/orders"` over a run-time root: one run-time value (value.h UnknownValue).
  if (op == "+" && (a || b || left->as<UnknownValue>())) {
    auto l = run_time_part(left), r = run_time_part(right);
    if (l && r) return run_time_value(*l + *r, node.text(), all_lookups({&left, &right}));
  }
  // Dict union: Python's `BASE | EXTRA` (3.9+) and Scala's `common ++ Map(...)`; Scala's
  // `m + ("k" -> v)` adds one pair. Sequences concatenate: `cols + ["ts"]`, Scala's `a ++ Seq(...)`.
  if (const auto* ld = left->as<DictValue>()) {
    if ((op == "|" || op == "++") && right->as<DictValue>()) return make_value(dict_union(*ld, right));
    const auto* pair = right->as<ListValue>();
    if (op == "+" && pair && pair->kind == ListValue::Kind::Tuple && pair->items.size() == 2) {
      const auto* key = pair->items[0]->as<StringValue>();
      return make_value(dict_after_store(*ld, string_of(pair->items[0]), pair->items[1],
                                         key && key->written_at ? *key->written_at : Span{}));
    }
  }
  const auto* ll = left->as<ListValue>();
  const auto* rl = right->as<ListValue>();
  if ((op == "+" || op == "++") && ll && rl && ll->kind != ListValue::Kind::Set && rl->kind != ListValue::Kind::Set) {
    ListValue joined{ll->items, ll->kind};
    joined.items.insert(joined.items.end(), rl->items.begin(), rl->items.end());
    return make_value(std::move(joined));
  }
  const auto* la = left->as<StringValue>();
  if (op == "%" && la && !la->path) return fold_percent_format(la->text, right);
  if (op == "/" && la && la->path && b) return make_value(StringValue{join_path({*a, *b}), std::nullopt, true});
  // `Path(os.environ["ROOT"]) / "chk"`: a path joined over a run-time root (a run-time text: a
  // plain run-time string has no `/`) is one run-time value.
  if (const auto* lu = left->as<UnknownValue>(); op == "/" && lu && !lu->run_time_text.empty()) {
    if (ValuePtr joined = joined_run_time_path({left, right}, node.null() ? "" : node.text())) return joined;
  }
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
      // An analytic window function inside arithmetic (`col("x") - lag("x").over(w)`) is still one.
      if (!combined.window_function) combined.window_function = c->window_function;
      combined.aggregate = combined.aggregate || c->aggregate;
      if (op == "&" || op == "&&")
        combined.equated.insert(combined.equated.end(), c->equated.begin(), c->equated.end());
    }
    return make_value(std::move(combined));
  }
  return unknown_value();
}

ValuePtr Interpreter::eval_identifier(Node node, ScopePtr scope) {
  const std::string_view name = node.name();
  ValuePtr value = resolve_import(scope->lookup(name));
  // A fully qualified JVM name (`org.apache.spark.sql.streaming.Trigger.Once()`) starts at a package
  // root no code binds: the library's path.
  if (value->unknown() && (name == "org" || name == "com" || name == "io" || name == "java" || name == "javax") &&
      !scope->binds(name)) {
    value = make_value(ModuleValue{std::string(name)});
  }
  if (name == py::kPartialFunction) return make_value(ModuleValue{std::string(name)});  // the Scala lowering's
  // The pyspark shell (and shell-style scripts run in it) predefine SparkSession without an import.
  if (value->unknown() && name == "SparkSession" && !scope->bound(name)) value = make_value(ModuleValue{"pyspark.sql.SparkSession"});
  // A Scala file without a package clause is in the default package: another such file's object is
  // named bare (`Utils.src(...)`, `object Utils` in Utils.scala), before any star import's guess.
  // (The file's kind first: a Python unit records no read of the Scala marker.)
  if (value->unknown() && !name.empty() && std::isupper(static_cast<unsigned char>(name.front())) &&
      ends_with(node.unit()->file(), ".scala") && !scope->bound(name) && !scope->bound(kScalaPackage)) {
    if (auto summary = project_module(std::string(name))) value = make_value(ProjectModuleValue{std::move(summary)});
  }
  if (value->unknown() && !scope->bound(name)) value = star_imported(name, scope);
  // A name nothing here binds (a notebook's `%run` setup, a cell run by hand, a star import we
  // cannot read) is one global wherever it is read: one binding (RULES.md "Clarifications": two
  // queries given the same variable share a path, whatever its run-time value).
  if (const auto* u = value->as<UnknownValue>(); u && u->binding == 0 && !scope->bound(name)) {
    value = make_value(UnknownValue{fnv_mix(kFnvOffsetBasis, std::string_view(std::string("\x01" "free:") + std::string(name))) | 1,
                                    std::string(name)});
  }
  const Frame& frame = frames_.back();
  // Inside a foreachBatch/foreach handler: names from outside that Spark Connect would have to
  // serialise with the function (streaming-facts.md §4.3 STREAMING_CONNECT_SERIALIZATION_ERROR).
  // A helper the handler calls (SR401 follows them too) that reads a module global: the handler
  // takes the helper, and the helper its globals, with it (RULES.md "Clarifications": SR403 through
  // helpers).
  const bool helper_frame = frame.batch_function_scope && frame.batch_function_scope != scope;
  const Scope* binder = helper_frame ? scope->binder(name) : nullptr;
  // A global (of this module, or of the project module a helper comes from), or a notebook's; or a
  // name of a driver scope the handler itself closes over (`main`'s `spark`, read by a helper
  // defined beside the handler in `main`).
  const auto encloses_handler = [&](const Scope* s) {
    for (const Scope* p = frame.batch_function_scope->parent(); p; p = p->parent()) {
      if (p == s) return true;
    }
    return false;
  };
  const bool in_helper = helper_frame && (binder == nullptr || binder->parent() == nullptr || encloses_handler(binder));
  // A name the Scala front-end passes on for the source (a class's constructor parameter its method
  // takes) is no use the source writes.
  if (((frame.batch_function_scope == scope && !scope->binds(name)) || in_helper) && !node.synthetic()) {
    const std::string_view written = node.text();  // `spark`, also when it names `Job.spark`
    const bool session_name = written == "spark" || written == "sc";
    const auto* batch = value->as<BatchDataFrameValue>();
    const auto* stream = value->as<StreamingDataFrameValue>();
    const bool outer_frame = (stream && !stream->frame->origin_unknown) || (batch && !batch->micro_batch);
    // (A DeltaTable the handler caches in a global it declares is the handler's own making.)
    const bool delta_table =
        is_delta_table(value) && !scope->binds(std::string(kGlobalPrefix) + std::string(node.text()));
    if (session_name || value->as<SparkSessionValue>() || outer_frame || delta_table) {
      // The fix names the handler's DataFrame parameter: only where that name reaches it (the
      // handler, or a function nested in it), not in a helper defined outside, and only while it
      // still holds the micro-batch DataFrame (not after `batch_df = batch_df.toPandas()` or a
      // loop that rebinds it).
      const bool sees_batch_df = !helper_frame || (!frame.batch_df_parameter.empty() &&
                                                   scope->binder(frame.batch_df_parameter) == frame.batch_function_scope);
      const ValuePtr batch_df = frame.batch_df_parameter.empty() ? nullptr : scope->lookup(frame.batch_df_parameter);
      const auto* holds = batch_df ? batch_df->as<BatchDataFrameValue>() : nullptr;
      const bool micro_batch = holds && holds->micro_batch;
      out_->captured_references.push_back(
          {std::string(written), node.span(),
           sees_batch_df && micro_batch && !delta_table ? frame.batch_df_parameter : std::string(),
           value->as<SparkSessionValue>() != nullptr, delta_table});
    }
  }
  return value;
}

ValuePtr Interpreter::inherited_member(const ListValue& parents, std::string_view name, int depth) {
  for (auto it = parents.items.rbegin(); it != parents.items.rend(); ++it) {
    const auto* parent = (*it)->as<ProjectModuleValue>();
    if (!parent || !parent->summary->globals || parent->summary->member_prefix.empty()) continue;
    const ModuleSummary& type = *parent->summary;
    const std::string member = type.member_prefix + std::string(name);
    if (!type.globals->binds(member)) continue;
    // A method reading a member the extending object overrides reads the object's.
    return with_instance_arguments(with_overrides(resolve_import(type.globals->lookup(member)), *parent), *parent);
  }
  // Four levels of files are more than real job hierarchies use; a cycle of parents stops there.
  if (depth >= 4) return nullptr;
  for (auto it = parents.items.rbegin(); it != parents.items.rend(); ++it) {
    const auto* parent = (*it)->as<ProjectModuleValue>();
    if (!parent || !parent->summary->globals || parent->summary->member_prefix.empty()) continue;
    const auto* grandparents = parent->summary->globals->lookup(kStarImports)->as<ListValue>();
    if (!grandparents) continue;
    if (ValuePtr found = inherited_member(*grandparents, name, depth + 1)) return found;
  }
  return nullptr;
}

ValuePtr Interpreter::star_imported(std::string_view name, ScopePtr scope) {
  // `from pyspark.sql.functions import *`, `import org.apache.spark.sql.functions._`, `from dlt
  // import *`: a name no scope binds is the Spark library's, when a Spark library was star-imported; `package a.b`,
  // `import a.b._`: a Scala object of the project in that package. The last import wins, but an
  // object the project has goes before a guess at a library's name (`package com.acme.app` then
  // `import org.apache.spark.sql._`: `Counts` is the package's object, which the library lacks).
  const auto* packages = scope->lookup(kStarImports)->as<ListValue>();
  if (!packages || name.empty()) return unknown_value();
  // A member of a parent type of another file (kInherits), the last one extended first; then what
  // that parent's file inherits (`object Push extends Job`, `trait Job extends PgService`).
  if (ValuePtr inherited = inherited_member(*packages, name, 0)) {
    ValuePtr value = resolve_import(inherited);
    // A def without a parameter list (`protected implicit def spark: SparkSession = _spark`), or a
    // member val read as one (its parameters' span is empty): Scala calls it where it is named.
    if (const auto* f = value->as<FunctionValue>(); f && scala_called_when_named(*f)) return call_function(*f, {});
    return value;
  }
  // A notebook's globals are never a library's names.
  if (name == "spark" || name == "sc" || name == "sqlContext" || name == "dbutils" || name == "display") {
    return unknown_value();
  }
  const auto spark = [](const std::string& package) {
    return starts_with(package, "pyspark.") || starts_with(package, "org.apache.spark.") || package == "dlt";
  };
  for (auto it = packages->items.rbegin(); it != packages->items.rend(); ++it) {
    const auto* m = (*it)->as<ModuleValue>();
    if (!m || spark(m->path)) continue;
    if (auto summary = project_module(m->path + "." + std::string(name))) {
      return make_value(ProjectModuleValue{std::move(summary)});
    }
  }
  // Delta's table API (`from delta.tables import *`, Scala's `import io.delta.tables._`).
  if (name == "DeltaTable") {
    for (auto it = packages->items.rbegin(); it != packages->items.rend(); ++it) {
      const auto* m = (*it)->as<ModuleValue>();
      if (m && (m->path == "delta.tables" || m->path == "io.delta.tables"))
        return make_value(ModuleValue{m->path + ".DeltaTable"});
    }
  }
  // Of the Spark packages star-imported, the one that holds the name, whatever the imports' order
  // (`import ...streaming._` then `import ...functions._`: `Trigger` is still streaming's), else the
  // last one that may hold it: a lowercase name is a function when `functions` was imported, a
  // capitalised one is no function.
  const std::string_view owner = spark_package_of(name);
  const bool lower = std::islower(static_cast<unsigned char>(name.front())) != 0;
  const ModuleValue* last = nullptr;
  const ModuleValue* likely = nullptr;
  for (auto it = packages->items.rbegin(); it != packages->items.rend(); ++it) {
    const auto* m = (*it)->as<ModuleValue>();
    if (!m || !spark(m->path)) continue;
    const bool owns = !owner.empty() && (m->path == "org.apache.spark." + std::string(owner) ||
                                         m->path == "pyspark." + std::string(owner));
    if (owns) return make_value(ModuleValue{m->path + "." + std::string(name)});
    if (!last) last = m;
    if (!likely && ends_with(m->path, ".functions") == lower) likely = m;
  }
  if (!likely) likely = last;
  return likely ? make_value(ModuleValue{likely->path + "." + std::string(name)}) : unknown_value();
}

ValuePtr Interpreter::eval_comparison(Node node, ScopePtr scope) {
  ColumnValue combined{ColumnValue::Kind::Expression, "", {}, ""};
  bool column = false;
  std::vector<Node> operands;
  std::vector<std::string> names;  // each operand's column name ("" when it is no plain column)
  node.for_each_named_child([&](Node operand) {
    ValuePtr v = eval(operand, scope);
    operands.push_back(operand);
    const auto* c = v->as<ColumnValue>();
    names.push_back(c && c->kind == ColumnValue::Kind::Column ? c->name : "");
    if (c) {
      column = true;
      combined.columns.insert(combined.columns.end(), c->columns.begin(), c->columns.end());
      if (!c->text.empty()) combined.text += (combined.text.empty() ? "" : " ") + c->text;
    }
  });
  // `a == b` of two columns (Python's operator lies between the operands; the Scala lowering
  // writes it as a named child between them): an equality join key.
  if (column && (operands.size() == 2 || operands.size() == 3)) {
    const Node left = operands.front(), right = operands.back();
    std::string op;
    for (char c : node.text().substr(left.end() - node.start(), right.start() - left.end())) {
      if (c != ' ' && c != '\t' && c != '\n' && c != '\r' && c != '\\' && c != '(' && c != ')') op += c;
    }
    if ((op == "==" || op == "===" || op == "<=>") && !names.front().empty() && !names.back().empty()) {
      combined.equated.push_back({names.front(), names.back()});
    }
  }
  return column ? make_value(std::move(combined)) : unknown_value();
}

namespace {

// Python's truth value of a number literal (1_000, 0x0, 0.0, 1e3); nullopt for what is not a
// plain int or float (a complex `1j`).
std::optional<bool> number_truth(std::string literal) {
  std::erase(literal, '_');
  if (literal.size() > 2 && literal[0] == '0' && std::string_view("xXoObB").find(literal[1]) != std::string_view::npos) {
    return literal.find_first_not_of('0', 2) != std::string::npos;
  }
  char* end = nullptr;
  const double value = std::strtod(literal.c_str(), &end);
  if (literal.empty() || end != literal.c_str() + literal.size()) return std::nullopt;
  return value != 0.0;
}

// How a value reads as a test (`if x:`, `x or y`): Python's truth value of the values the model
// knows and nothing changes in place (None, booleans, numbers, strings, tuples; DataFrames, readers
// and writers are true), and of a list, set or dict with items (code that empties one before
// testing it is rare); nullopt otherwise: an empty one may have grown through a name the model does
// not follow (`PATHS.append(...)`) (https://docs.python.org/3/library/stdtypes.html#truth-value-testing).
std::optional<bool> presence_of(const ValuePtr& v) {
  if (v->as<NoneValue>()) return false;
  if (v->as<StreamingDataFrameValue>() || v->as<BatchDataFrameValue>() || v->as<StreamReaderValue>() ||
      v->as<StreamWriterValue>()) {
    return true;
  }
  if (const auto* b = v->as<BoolValue>()) return b->value;
  if (const auto* s = v->as<StringValue>()) return s->path || !s->text.empty();
  if (const auto* n = v->as<NumberValue>()) return number_truth(n->literal);
  if (const auto* l = v->as<ListValue>()) {
    if (!l->items.empty()) return true;
    if (l->kind == ListValue::Kind::Tuple) return false;
  }
  if (const auto* d = v->as<DictValue>(); d && !d->entries.empty()) return true;
  return std::nullopt;
}

}  // namespace

std::optional<std::pair<std::uint64_t, std::string>> Interpreter::equality_guard(Node condition, ScopePtr scope) {
  const auto& S = py::sym();
  while (condition.is(S.parenthesized_expression) && condition.named_child_count() == 1) {
    condition = condition.named_child(0);  // Scala's `if (mode == "A")`
  }
  // (The Scala lowering writes the operator as a named child between the operands.)
  const std::size_t count = condition.is(S.comparison_operator) ? condition.named_child_count() : 0;
  if (count != 2 && count != 3) return std::nullopt;
  Node name = condition.named_child(0), literal = condition.named_child(count - 1);
  if (name.is(S.string)) std::swap(name, literal);
  if (!name.is(S.identifier) || !literal.is(S.string)) return std::nullopt;
  std::string op;
  for (char c : condition.text().substr(
           name.end() < literal.start() ? name.end() - condition.start() : literal.end() - condition.start(),
           name.end() < literal.start() ? literal.start() - name.end() : name.start() - literal.end())) {
    if (c != ' ' && c != '\t' && c != '\n' && c != '\r' && c != '\\') op += c;
  }
  if (op != "==") return std::nullopt;
  const ValuePtr value = eval(name, scope);
  const auto* u = value->as<UnknownValue>();
  const auto text = string_of(eval(literal, scope));
  if (!u || u->binding == 0 || u->clock || !text) return std::nullopt;
  return std::make_pair(u->binding, *text);
}

std::optional<bool> Interpreter::none_test(Node condition, ScopePtr scope) {
  const auto& S = py::sym();
  // `not not ... x` and nested parentheses recurse here: the same depth limit as eval's.
  if (nesting_ >= kMaxNesting) return std::nullopt;
  NestingGuard guard(nesting_);
  if (condition.is(S.parenthesized_expression) && condition.named_child_count() == 1) {
    return none_test(condition.named_child(0), scope);
  }
  if (condition.is(S.not_operator) && condition.named_child_count() == 1) {
    const std::optional<bool> inner = none_test(condition.named_child(0), scope);
    return inner ? std::optional<bool>(!*inner) : std::nullopt;
  }
  if (condition.is(S.boolean_operator)) {
    // `a and b` is false when either test is, true when both are; `a or b` the other way round.
    const bool is_or = condition.field(py::field().operator_).text() == "or";
    const std::optional<bool> a = none_test(condition.field(py::field().left), scope);
    const std::optional<bool> b = none_test(condition.field(py::field().right), scope);
    if ((a && *a == is_or) || (b && *b == is_or)) return is_or;
    if (a && b) return !is_or;
    return std::nullopt;
  }
  if (condition.is(S.comparison_operator) && condition.named_child_count() == 2) {
    const Node left = condition.named_child(0), right = condition.named_child(1);
    const ValuePtr a = eval(left, scope), b = eval(right, scope);
    // The operator is what lies between the operands: `is` or `is not` (any spacing).
    std::string op;
    for (char c : condition.text().substr(left.end() - condition.start(), right.start() - left.end())) {
      if (c != ' ' && c != '\t' && c != '\n' && c != '\r' && c != '\\') op += c;
    }
    // `__name__ == "__main__"`: decided only where __name__ is known, in a module being imported
    // (summarize), which never runs its main block. Run as a script, both branches run.
    const bool module_name = (left.is(S.identifier) && left.text() == "__name__") ||
                             (right.is(S.identifier) && right.text() == "__name__");
    if (module_name && (op == "==" || op == "!=")) {
      const auto x = string_of(a), y = string_of(b);
      if (!x || !y) return std::nullopt;
      return (*x == *y) == (op == "==");
    }
    // Two known strings (`if ENV == "prod":`, `[k for k in KEYS if k != "ts"]`) compare as Python does.
    if (op == "==" || op == "!=") {
      const auto* x = a->as<StringValue>();
      const auto* y = b->as<StringValue>();
      if (x && y && !x->path && !y->path) return (x->text == y->text) == (op == "==");
    }
    if (op != "is" && op != "isnot") return std::nullopt;
    const ValuePtr& other = right.is(S.none) ? a : left.is(S.none) ? b : nullptr;
    if (!other) return std::nullopt;
    const std::optional<bool> present = presence_of(other);
    if (!present) return std::nullopt;
    return op == "is" ? !*present : *present;
  }
  return presence_of(eval(condition, scope));
}

namespace {

// The value of `a if c else b` whose sides differ and whose test is undecided.
ValuePtr one_of_sides(const ValuePtr& consequence, const ValuePtr& alternative) {
  // Two triggers: the trigger is one of them (Scala's `trigger(if (c) Trigger.Once() else ...)`).
  const auto* first = consequence->as<TriggerValue>();
  const auto* second = alternative->as<TriggerValue>();
  if (first && second) {
    TriggerValue either{TriggerKind::Unknown, unknown_value()};
    for (const TriggerValue* side : {first, second}) {
      if (side->alternatives.empty()) either.alternatives.push_back(*side);
      either.alternatives.insert(either.alternatives.end(), side->alternatives.begin(), side->alternatives.end());
    }
    return make_value(std::move(either));
  }
  if (ValuePtr either = one_of_streams(consequence, alternative)) return either;
  // Two readers, writers or dicts: what both paths agree on, as after an if statement (branch_merge.h):
  // `w if c else w.trigger(processingTime=...)` keeps each path's trigger.
  if (ValuePtr merged = merge_paths({consequence, alternative})) return merged;
  // A DataFrame or None (`df if c else None`, Scala's `if (c) Some(df) else None`): the DataFrame.
  // Code that goes on calls it only where it is not None (a None has no methods), and a test of it
  // (`if df is not None:`) runs that code as the DataFrame's path.
  const auto holds_frame = [](const ValuePtr& v) {
    if (v->as<StreamingDataFrameValue>() || v->as<BatchDataFrameValue>()) return true;
    const auto* list = v->as<ListValue>();
    return list && list->items.size() == 1 && list->items[0]->as<StreamingDataFrameValue>();
  };
  if (consequence->as<NoneValue>() && holds_frame(alternative)) return alternative;
  if (alternative->as<NoneValue>() && holds_frame(consequence)) return consequence;
  return unknown_value();
}

}  // namespace

ValuePtr Interpreter::eval_conditional(Node node, ScopePtr scope) {
  const auto& S = py::sym();
  // `consequence if condition else alternative`
  if (node.named_child_count() != 3) {
    node.for_each_named_child([&](Node child) { eval(child, scope); });
    return unknown_value();
  }
  const std::optional<bool> test = none_test(node.named_child(1), scope);
  if (test) return eval(node.named_child(*test ? 0 : 2), scope);
  // A side that throws (Scala's `case None => throw ...`, `else sys.error(...)`, lowered as a raise)
  // gives no value: the expression's is the other side's.
  const bool raises[2] = {node.named_child(0).is(S.raise_statement), node.named_child(2).is(S.raise_statement)};
  if (raises[0] != raises[1]) return eval(node.named_child(raises[0] ? 2 : 0), scope);
  // Each side is a path, as an if's blocks are: queries started on the two sides never run
  // together, and a writer one side changes in place (`w.option(...).toTable(...)`) is as it was
  // on the other (Scala's `if (c) a.start() else b.start()` lowers to this).
  ValuePtr sides[2];
  run_paths(node.key(), 2, true, scope,
            [&](std::size_t i) { sides[i] = eval(node.named_child(i == 0 ? 0 : 2), scope); });
  const ValuePtr& consequence = sides[0];
  const ValuePtr& alternative = sides[1];
  if (same_value(consequence, alternative)) return consequence;
  return one_of_sides(consequence, alternative);
}

ValuePtr Interpreter::eval_boolean(Node node, ScopePtr scope) {
  const auto& F = py::field();
  const Node left = node.field(F.left);
  const bool is_or = node.field(F.operator_).text() == "or";
  // `left` is evaluated once: its value is the result when it decides the operator.
  const ValuePtr first = eval(left, scope);
  const std::optional<bool> test = presence_of(first);
  if (test && *test == is_or) return first;
  ValuePtr second = eval(node.field(F.right), scope);
  if (test) return second;
  return same_value(first, second) ? first : unknown_value();
}

ValuePtr Interpreter::eval_subscript(Node node, ScopePtr scope) {
  const auto& F = py::field();
  ValuePtr value = eval(node.field(F.value), scope);
  ValuePtr key = eval(node.field(F.subscript), scope);
  auto k = string_of(key);
  if (const auto* dict = value->as<DictValue>(); dict && k) {
    for (auto it = dict->entries.rbegin(); it != dict->entries.rend(); ++it) {
      if (it->key == *k) return it->value;
    }
  }
  if (k && (value->as<StreamingDataFrameValue>() || value->as<BatchDataFrameValue>())) {
    return make_value(ColumnValue{ColumnValue::Kind::Column, *k, {*k}, ""});
  }
  // `os.environ["ROOT"]`: the variable's one value, as `os.environ.get("ROOT")` gives it.
  if (const auto* m = value->as<ModuleValue>(); m && k && m->path == "os.environ") {
    // What the job set itself, when it did (bind_target).
    if (const std::string set = std::string(kEnvironmentPrefix) + *k; scope->bound(set)) return scope->lookup(set);
    CallArguments lookup;
    lookup.positional.push_back({key, Node{}});
    return lookup_value(kEnvironment, "get", lookup, "os.environ");
  }
  // `frames[0]`, `paths[-1]` (a negative index is a unary minus over the literal: read as written).
  const Node index = node.field(F.subscript);
  const auto* number = key->as<NumberValue>();
  if (number || index.is(py::sym().unary_operator)) {
    if (ValuePtr item = item_at(value, number ? std::string_view(number->literal) : index.text())) return item;
  }
  return unknown_value();
}

ValuePtr Interpreter::dataframe_column(const ValuePtr& frame, const CallArguments& args) {
  if (!frame->as<StreamingDataFrameValue>() && !frame->as<BatchDataFrameValue>()) return nullptr;
  if (args.positional.size() != 1 || !args.keywords.empty()) return nullptr;
  auto name = string_of(args.positional[0].value);
  if (!name) return nullptr;
  return make_value(ColumnValue{ColumnValue::Kind::Column, *name, {*name}, ""});
}

ValuePtr Interpreter::eval_dictionary(Node node, ScopePtr scope) {
  const auto& S = py::sym();
  const auto& F = py::field();
  DictValue dict;
  node.for_each_named_child([&](Node item) {
    if (item.is(S.pair)) {
      const Node key = item.field(F.key);
      ValuePtr value = eval(item.field(F.value), scope);
      if (auto k = string_of(eval(key, scope))) {
        dict.entries.push_back({*k, value, key.span()});
      } else {
        dict.complete = false;
      }
    } else if (item.is(S.dictionary_splat)) {
      ValuePtr spread = eval(item.named_child(0), scope);
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

CallArguments Interpreter::eval_arguments(Node node, ScopePtr scope) {
  const auto& S = py::sym();
  const auto& F = py::field();
  CallArguments args;
  if (node.is(S.generator_expression)) {  // f(x for x in y): one argument, the generator
    args.positional.push_back({eval(node, scope), node});
    return args;
  }
  if (!node.is(S.argument_list)) {
    eval(node, scope);
    args.has_list_splat = true;
    return args;
  }
  node.for_each_named_child([&](Node arg) {
    const TSSymbol type = arg.symbol();
    if (type == S.keyword_argument) {
      const Node name = arg.field(F.name);
      const Node value = arg.field(F.value);
      args.keywords.push_back({std::string(name.text()), eval(value, scope), name.span(), value});
    } else if (type == S.dictionary_splat) {
      args.dict_splats.push_back(eval(arg.named_child(0), scope));
    } else if (type == S.list_splat) {
      // `f(*args)` of a known list (a wrapper's *args) spreads its items; of anything else, the
      // positions after it are unknown.
      const ValuePtr spread = eval(arg.named_child(0), scope);
      const auto* list = spread->as<ListValue>();
      if (list && !args.has_list_splat) {
        for (const ValuePtr& item : list->items) args.positional.push_back({item, arg});  // located at the `*args`
      } else {
        args.has_list_splat = true;
      }
    } else {
      args.positional.push_back({eval(arg, scope), arg});
    }
  });
  return args;
}

ValuePtr Interpreter::eval_call(Node call, ScopePtr scope) {
  const std::size_t mark = passed_back_.size();
  ValuePtr result = eval_call_site(call, scope);
  pass_back_changes(mark, scope);
  return result;
}

ValuePtr Interpreter::eval_call_site(Node call, ScopePtr scope) {
  const auto& S = py::sym();
  const auto& F = py::field();
  const Node function = call.field(F.function);
  // `object.__setattr__(self, "checkpoint", path)` (a frozen dataclass's __post_init__) or
  // `setattr(self, ...)` in a running __init__: the instance's attribute, as `self.checkpoint = path`.
  if (!constructions_.empty() && (function.text() == "setattr" || function.text() == "object.__setattr__")) {
    const Node arguments = call.field(F.arguments);
    if (arguments.named_child_count() == 3) {
      const auto name = string_of(eval(arguments.named_child(1), scope));
      if (name &&
          store_in_construction(arguments.named_child(0), *name, eval(arguments.named_child(2), scope), scope)) {
        return make_value(NoneValue{});
      }
    }
  }
  const bool super_member = function.is(S.attribute) && is_super_call(function.field(F.object), scope);
  if (function.is(S.attribute) && !super_member) {
    const Node object = function.field(F.object);
    std::string_view method = function.field(F.attribute).text();
    // `df.na.drop(...)` / `.fill` / `.replace` (DataFrameNaFunctions) are `df.dropna`, `df.fillna`
    // and `df.replace`, with the same parameters (the PySpark and Scala Dataset.na APIs).
    const Node na_owner = object.is(S.attribute) && object.field(F.attribute).text() == "na" ? object.field(F.object) : Node{};
    const std::string_view na_method = method == "drop" ? "dropna" : method == "fill" ? "fillna" : method == "replace" ? "replace" : "";
    ValuePtr receiver;
    if (na_owner && !na_method.empty()) {
      receiver = eval(na_owner, scope);
      const bool frame = receiver->as<StreamingDataFrameValue>() || receiver->as<BatchDataFrameValue>();
      if (frame) method = na_method;
      if (!frame) receiver = attribute_of(receiver, "na");
    } else {
      receiver = eval(object, scope);
    }
    CallArguments args = eval_arguments(call.field(F.arguments), scope);
    ValuePtr result = call_method(receiver, method, args, call);
    // DataStreamReader / DataStreamWriter methods change the builder in place and return it, so
    // `writer.option(...)` as a statement configures `writer` (PySpark: `return self`).
    const bool builder = (receiver->as<StreamWriterValue>() && result->as<StreamWriterValue>()) ||
                         (receiver->as<StreamReaderValue>() && result->as<StreamReaderValue>());
    ScopePtr binder = object.is(S.identifier) ? changeable_binder(scope, object.name()) : nullptr;
    if (builder && binder) change_in_place(binder, object.name(), result);
    // `opts.update(...)`, `opts.setdefault(...)`, `opts.pop(...)`: a dict bound here changes in place.
    if (const auto* dict = receiver->as<DictValue>(); dict && binder) {
      if (auto after = dict_after_method(*dict, function.field(F.attribute).text(), args)) {
        change_in_place(binder, object.name(), make_value(std::move(*after)));
      }
    }
    return result;
  }
  if (function.is(S.identifier) && function.name() == py::kInherits) {
    // `object Job extends Wrapper`, Wrapper another file's: its members are names this file's code
    // reads unqualified, when nothing of its own binds them (star_imported).
    // `extends TileJob("roads")` (a call): the parent as an instance its constructor made, whose
    // methods take what it was given (instance_of).
    const Node written = call.field(F.arguments).named_child(0);
    const Node type = written.is(S.call) ? written.field(F.function) : written;
    ValuePtr parent = type.null() ? nullptr : eval(type, scope);
    const auto* project = parent ? parent->as<ProjectModuleValue>() : nullptr;
    if (project && written.is(S.call) && !project->summary->member_prefix.empty()) {
      parent = instance_of(*project, eval_arguments(written.field(F.arguments), scope), written);
    }
    if (project) add_star_import(module_scope_, overridden_by(parent, call.field(F.arguments)));
    return unknown_value();
  }
  const bool job = function.is(S.identifier) && function.name().starts_with(py::kJobEntry);
  CallArguments args = eval_arguments(call.field(F.arguments), scope);
  ValuePtr callee = job ? job_entry(function.name().substr(py::kJobEntry.size()), args, scope) : eval(function, scope);
  if (const auto* f = callee->as<FunctionValue>(); f && job) {
    const NodeKey outer = job_;
    job_ = call.key();
    call_sites_.push_back(call);
    ValuePtr result = call_function(*f, args);
    call_sites_.pop_back();
    job_ = outer;
    return result;
  }
  if (const auto* f = callee->as<FunctionValue>()) {
    call_sites_.push_back(call);
    ValuePtr result = call_function(*f, args);
    call_sites_.pop_back();
    return result;
  }
  if (const auto* m = callee->as<ModuleValue>()) return call_module_function(m->path, args, call);
  if (auto column = dataframe_column(callee, args)) return column;  // Scala's `df("x")` (Dataset.apply)
  // Scala's `checkpoints("orders")` (Map.apply): the entry, as Python's `checkpoints["orders"]`.
  if (const auto* dict = callee->as<DictValue>(); dict && args.positional.size() == 1 && args.keywords.empty()) {
    if (const auto key = string_of(args.positional[0].value)) {
      for (auto it = dict->entries.rbegin(); it != dict->entries.rend(); ++it) {
        if (it->key == *key) return it->value;
      }
    }
    return unknown_value();
  }
  // Scala's `tables(1)` (Seq.apply): the item, as Python's `tables[1]`.
  if (const auto* n = args.positional.size() == 1 && args.keywords.empty() ? args.positional[0].value->as<NumberValue>() : nullptr) {
    if (ValuePtr item = item_at(callee, n->literal)) return item;
  }
  if (const auto* c = callee->as<ClassValue>()) {
    call_sites_.push_back(call);
    ValuePtr made = instantiate(*c, args);
    call_sites_.pop_back();
    return made;
  }
  // Another Scala file's class made here (`BotsIdentifier(...)`, `new Sink(...)`): an instance,
  // whose methods are the class's, given what its constructor was (instance_of). An object with an
  // apply is called through it.
  if (const auto* project = callee->as<ProjectModuleValue>(); project && !project->summary->member_prefix.empty()) {
    return call_scala_type(*project, args, call);
  }
  // A parameter no caller we see gives (binding 0, named), called over columns: a column that may
  // be an aggregate (`agg_function(col("x"))` given `sum`). A bound unknown (`shout = udf(...)`) is
  // not taken for one.
  if (const auto* u = callee->as<UnknownValue>(); u && u->binding == 0 && !u->name.empty()) {
    ColumnValue made{ColumnValue::Kind::Expression, "", {}, ""};
    for (const auto& a : args.positional) {
      if (const auto* c = a.value->as<ColumnValue>())
        made.columns.insert(made.columns.end(), c->columns.begin(), c->columns.end());
    }
    made.maybe_aggregate = true;
    const bool over_columns = std::any_of(args.positional.begin(), args.positional.end(),
                                          [](const auto& a) { return a.value->template as<ColumnValue>() != nullptr; });
    if (over_columns) return make_value(std::move(made));
  }
  if (function.is(S.identifier) && callee->unknown()) {
    return call_module_function("builtins." + std::string(function.text()), args, call);
  }
  return unknown_value();
}

}  // namespace streamlint::analysis
