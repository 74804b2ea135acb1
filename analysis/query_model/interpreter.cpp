// Statements of the abstract interpreter. Expressions live in expressions.cpp, calls in
// calls.cpp, Spark API semantics in spark_api.cpp; this file knows Python statements only.
#include "analysis/query_model/interpreter.h"

#include <algorithm>
#include <cctype>
#include <functional>
#include <map>
#include <set>

#include "analysis/fnv.h"
#include "analysis/query_model/branch_merge.h"
#include "analysis/query_model/dict_mutations.h"
#include "analysis/query_model/interpreter_limits.h"
#include "analysis/query_model/spark_mocks.h"
#include "analysis/syntax/python_grammar.h"
#include "analysis/text_util.h"

namespace streamlint::analysis {

Scope* Interpreter::new_scope(const Scope* parent) {
  scopes_.push_back(std::make_unique<Scope>(parent));
  return scopes_.back().get();
}

void Interpreter::begin_module(const std::vector<std::shared_ptr<SyntaxUnit>>& units, bool positioned) {
  units_ = units;
  assigned_attributes_.clear();
  assigned_outside_.clear();
  through_class_.reset();
  if (!module_scope_) {
    module_scope_ = new_scope(nullptr);
    if (positioned) module_scope_->set_positioned();
  }
  if (!positioned) module_scope_->clear();
  reached_log_.clear();
  frames_.clear();
  frames_.push_back({});
}

void Interpreter::run_statement(Node statement, ModuleModel& out) {
  out_ = &out;
  // Budgets and counters are per statement: an edit early in the file cannot starve the
  // statements after it, and a statement's results do not depend on the ones before it ran.
  steps_ = 0;
  order_ = 0;
  runs_per_function_.clear();
  in_place_log_.clear();  // also what a run that threw (the step budget) left
  passed_back_.clear();
  volatile_ = false;
  job_ = {};  // a statement is the module's (a job's run that threw left its own)
  if (statement.is(SyntaxUnit::kSqlCell)) {
    run_sql_cell(statement);
  } else {
    exec_statement(statement, module_scope_);
  }
  out_ = nullptr;
}

void Interpreter::run_unreached(Node definition, ModuleModel& out) {
  const auto& S = py::sym();
  out_ = &out;
  steps_ = 0;
  order_ = 0;
  runs_per_function_.clear();
  in_place_log_.clear();
  passed_back_.clear();
  volatile_ = false;
  FunctionValue function{definition, module_scope_, false};
  const Node parent = definition.parent();
  if (parent.is(S.decorated_definition)) mark_pipeline_dataset(function, parent, module_scope_);
  // A method runs bound to an instance of its class, so `self.helper(df)` reaches the helper.
  const Node member = parent.is(S.decorated_definition) ? parent : definition;
  if (const Node body = member.parent(); body.is(S.block) && body.parent().is(S.class_definition)) {
    function.bound = method_receiver(member, body.parent(), module_scope_);
    // A subclass may override what `self` (or `cls`) reads: the receiver is then unknown.
    if (!function.bound.empty() && has_subclass(body.parent())) function.bound = {unknown_value()};
  }
  // A `main` no statement calls is an entry point (the JVM's, a console script's): a job of its own.
  // A Scala object's `main` is the JVM's entry, which no other code calls: its queries are no
  // stand-ins (two jobs calling one writer object each withdrew the other's findings). A Python
  // `main` may be another file's helper (`from etl.job import main`, called with the session that
  // decides its queries): its queries stay stand-ins. Other functions' callers are unseen: their
  // runs stay in the module's order, as before.
  const Node name = definition.field(py::field().name);
  const bool main = name && name.text() == "main";
  struct Unreached {  // set while the function runs, also when the run throws
    bool& flag;
    Unreached(bool& f, bool on) : flag(f) { flag = on; }
    ~Unreached() { flag = false; }
  } unreached(unreached_, !(main && ends_with(definition.unit()->file(), ".scala")));
  CallArguments unknown_caller;
  unknown_caller.rest_unknown = true;
  job_ = main ? definition.key() : NodeKey{};
  call_function(function, unknown_caller);
  job_ = {};
  out_ = nullptr;
}

std::vector<NodeKey> Interpreter::take_reached() {
  std::vector<NodeKey> out;
  out.swap(reached_log_);
  return out;
}

std::shared_ptr<ModuleSummary> Interpreter::summarize(const std::vector<std::shared_ptr<SyntaxUnit>>& units) {
  begin_module(units);
  // Imported, a module's __name__ is its own name: its `if __name__ == "__main__":` block does not
  // run (https://docs.python.org/3/library/__main__.html).
  module_scope_->bind("__name__", make_value(StringValue{identity_.name}));
  ModuleModel effects;  // importing a module runs it; what it starts is not the importer's
  for (const auto& unit : units_) run_statement(unit->root(), effects);
  auto summary = std::make_shared<ModuleSummary>();
  summary->name = identity_.name;
  summary->package = identity_.package;
  summary->globals = module_scope_;
  // `from m import *`: __all__ when it is a constant list of names, else the public names.
  const ValuePtr all = module_scope_->lookup("__all__");
  if (const auto* list = all->as<ListValue>()) {
    for (const ValuePtr& item : list->items) {
      if (auto name = string_of(item)) summary->public_names.push_back(*name);
    }
  } else {
    module_scope_->for_each_binding([&](const std::string& name, const ValuePtr&) {
      if (!name.empty() && name.front() != '_' && name.front() != '\x01') summary->public_names.push_back(name);  // no view, sink, ...
    });
    std::sort(summary->public_names.begin(), summary->public_names.end());
  }
  summary->units.assign(units.begin(), units.end());
  summary->scopes = std::make_shared<std::vector<std::unique_ptr<Scope>>>(std::move(scopes_));
  summary->imported = std::move(effects.modules);
  for (SessionConf& conf : effects.session_confs) {
    if (conf.key == kDltHubUse) continue;  // the module's own use of a library, not a setting
    conf.imported = true;
    conf.job = {};  // the importing module's jobs all run it
    summary->session_confs.push_back(std::move(conf));
  }
  return summary;
}

void Interpreter::exec_block(Node block, ScopePtr scope) {
  if (nesting_ >= kMaxNesting) return;
  NestingGuard guard(nesting_);
  block.for_each_named_child([&](Node statement) { exec_statement(statement, scope); });
}

void Interpreter::exec_statement(Node node, ScopePtr scope) {
  const auto& S = py::sym();
  const auto& F = py::field();
  if (++steps_ > kMaxSteps || node.null()) return;
  if (frames_.back().returned) return;  // after a return that surely ran: the rest of the body does not
  const Node enclosing = statement_;
  statement_ = node;
  struct Restore {
    Node& slot;
    Node value;
    ~Restore() { slot = value; }
  } restore{statement_, enclosing};
  const TSSymbol type = node.symbol();
  if (type == S.expression_statement) {
    node.for_each_named_child([&](Node child) {
      if (child.is(S.assignment) || child.is(S.augmented_assignment)) {
        exec_assignment(child, scope);
      } else {
        eval(child, scope);
      }
      // `mocker.patch("pyspark...")` / `monkeypatch.setattr(...)` patch Spark for the rest of the test.
      const Node patch = child.is(S.assignment) ? child.field(F.right) : child;
      if (patches_spark(patch) && !patch.field(F.function).text().starts_with("patch"))
        frames_.back().spark_mocked = true;
    });
  } else if (type == S.function_definition) {
    exec_function_definition(node, Node{}, scope);
  } else if (type == S.decorated_definition) {
    const Node definition = node.field(F.definition);
    if (definition.is(S.function_definition)) {
      exec_function_definition(definition, node, scope);
    } else if (definition.is(S.class_definition)) {
      bind_class(definition, scope);
      exec_class_body(definition, scope);
    }
  } else if (type == S.class_definition) {
    // Method bodies run from run_unreached_functions or as bound methods of instances.
    bind_class(node, scope);
    exec_class_body(node, scope);
  } else if (type == S.import_statement || type == S.import_from_statement) {
    exec_import(node, scope);
  } else if (type == S.if_statement) {
    exec_if(node, scope);
  } else if (type == S.while_statement || type == S.for_statement) {
    // A loop's body may run no time (its items unknown here): a return in it is not sure.
    LoopGuard loop(loops_);
    if (type == S.for_statement) exec_for(node, scope);
    else exec_if(node, scope);
    frames_.back().returned = false;
  } else if (type == S.try_statement) {
    exec_try(node, scope);
  } else if (type == S.match_statement) {
    exec_match(node, scope);
  } else if (type == S.with_statement) {
    exec_with(node, scope);
  } else if (type == S.return_statement) {
    ValuePtr value = make_value(NoneValue{});
    node.for_each_named_child([&](Node child) { value = eval(child, scope); });
    frames_.back().returns.push_back(value);
    // Sure to run when no undecided branch of the function holds it (a decided if runs as plain code).
    if (frames_.size() > 1 && branches_.size() == frames_.back().branch_depth) frames_.back().returned = true;
  } else if (type == S.block || type == S.error || type == S.module) {
    // ERROR: a statement that did not parse; run what did parse inside it.
    exec_block(node, scope);
  } else if (type == S.delete_statement) {
    exec_delete(node, scope);
  } else if (type == S.global_statement) {
    if (scope != module_scope_) {
      node.for_each_named_child([&](Node name) {
        if (name.is(S.identifier)) scope->bind(std::string(kGlobalPrefix) + std::string(name.text()), make_value(BoolValue{true}));
      });
    }
  } else if (type == S.pass_statement || type == S.nonlocal_statement ||
             type == S.break_statement || type == S.continue_statement || type == S.future_import_statement) {
    // nothing to model
  } else {
    // raise, assert, delete, print, match, ... and bare expressions inside ERROR nodes.
    node.for_each_named_child([&](Node child) { eval(child, scope); });
  }
}

void Interpreter::exec_if(Node node, ScopePtr scope) {
  const auto& S = py::sym();
  const auto& F = py::field();
  if (!node.is(S.if_statement)) {
    // A while loop: its body and else run once each, as plain code (no branch marks, no merge).
    eval(node.field(F.condition), scope);
    exec_block(node.field(F.body), scope);
    node.for_each_named_child([&](Node child) {
      if (child.is(S.else_clause)) exec_block(child.field(F.body), scope);
    });
    return;
  }
  // The clauses in order, each tested as Python would: a test none_test decides false skips its
  // block, one it decides true ends the chain (`if df is None: df = spark.readStream...` keeps the
  // caller's DataFrame; an imported module's `if __name__ == "__main__":` runs nothing). The
  // blocks that may run are branches; a block that alone can run runs as plain code.
  std::vector<Node> live;
  std::vector<std::optional<std::pair<std::uint64_t, std::string>>> guards;  // each live block's test
  bool decided = false;  // some block surely runs: a test decided true, or an else reached
  auto clause = [&](Node condition, Node block) {
    if (decided) return;
    const std::optional<bool> test = condition ? none_test(condition, scope) : std::optional<bool>(true);
    if (test && !*test) return;
    live.push_back(block);
    guards.push_back(condition && !test && loops_ == 0 ? equality_guard(condition, scope) : std::nullopt);
    decided = test.has_value();
  };
  clause(node.field(F.condition), node.field(F.consequence));
  node.for_each_named_child([&](Node child) {
    if (child.is(S.elif_clause)) clause(child.field(F.condition), child.field(F.consequence));
    if (child.is(S.else_clause)) clause(Node{}, child.field(F.body));
  });
  run_paths(
      node.key(), live.size(), decided, scope,
      [&](std::size_t i) {
        struct Guarded {  // the block's test holds while it runs, also when the run throws
          std::vector<std::pair<std::uint64_t, std::string>>& all;
          std::size_t size;
          ~Guarded() { all.resize(size); }
        } guarded{guards_, guards_.size()};
        if (guards[i]) guards_.push_back(*guards[i]);
        exec_block(live[i], scope);
      },
      block_ends(live), guards);
}

namespace {

// Whether a case pattern matches anything (PEP 634 "irrefutable"): `_`, a capture name, one in
// parentheses, `p as name` of such a p, or an or-pattern with such an alternative.
bool irrefutable_pattern(std::string_view p, int depth = 0) {
  const auto trim = [](std::string_view t) {
    while (!t.empty() && std::isspace(static_cast<unsigned char>(t.front()))) t.remove_prefix(1);
    while (!t.empty() && std::isspace(static_cast<unsigned char>(t.back()))) t.remove_suffix(1);
    return t;
  };
  p = trim(p);
  if (p.empty() || depth > 16) return false;
  // Top-level `|` and ` as `, outside brackets and strings.
  int level = 0;
  char quote = 0;
  for (std::size_t i = 0; i < p.size(); ++i) {
    const char c = p[i];
    if (quote) {
      if (c == quote) quote = 0;
    } else if (c == '\'' || c == '"') {
      quote = c;
    } else if (c == '(' || c == '[' || c == '{') {
      ++level;
    } else if (c == ')' || c == ']' || c == '}') {
      --level;
    } else if (level == 0 && c == '|') {
      return irrefutable_pattern(p.substr(0, i), depth + 1) || irrefutable_pattern(p.substr(i + 1), depth + 1);
    } else if (level == 0 && p.substr(i).starts_with(" as ")) {
      return irrefutable_pattern(p.substr(0, i), depth + 1);
    }
  }
  if (p.front() == '(' && p.back() == ')') return irrefutable_pattern(p.substr(1, p.size() - 2), depth + 1);
  if (std::isdigit(static_cast<unsigned char>(p.front()))) return false;
  return std::all_of(p.begin(), p.end(), [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; });
}

// The text of a case pattern that is one plain string literal (`"prod"`, `'prod'`: no prefix, no
// escape), else nullopt.
std::optional<std::string> plain_string_literal(std::string_view p) {
  if (p.size() < 2 || (p.front() != '"' && p.front() != '\'') || p.back() != p.front()) return std::nullopt;
  const std::string_view inner = p.substr(1, p.size() - 2);
  if (inner.find_first_of("\\\"'") != std::string_view::npos) return std::nullopt;
  return std::string(inner);
}

// The names a case pattern binds (PEP 634 capture patterns): a bare name (`case p`, `[p, *rest]`,
// `Point(x=px)`, `{"k": v, **others}`) and an `as` name; not `_`, nor a dotted value pattern
// (`Color.RED`) or a class pattern's class.
void for_each_capture(Node pattern, const std::function<void(Node)>& f) {
  const auto& S = py::sym();
  pattern.for_each_named_child([&](Node child) {
    Node name;
    if (child.is(S.dotted_name) && child.named_child_count() == 1 &&
        (pattern.is(S.case_pattern) || pattern.is(S.keyword_pattern))) {
      name = child.named_child(0);
    } else if (child.is(S.identifier) && (pattern.is(S.splat_pattern) || pattern.is(S.as_pattern) ||
                                          pattern.is(S.list_splat_pattern) || pattern.is(S.dictionary_splat_pattern))) {
      name = child;
    }
    if (name.is(S.identifier) && name.text() != "_") {
      f(name);
    } else if (!child.is(S.dotted_name)) {
      for_each_capture(child, f);
    }
  });
}

}  // namespace

void Interpreter::exec_match(Node node, ScopePtr scope) {
  // `match env: case "prod": ... case _: ...`: each case's block is a path, as an if's blocks are.
  // A case with no guard whose pattern binds anything (`case _:`, `case other:`) ends the chain:
  // one of the blocks before it, or it, surely runs.
  const auto& S = py::sym();
  const auto& F = py::field();
  std::vector<Node> live;
  bool exhaustive = false;
  ValuePtr subject;
  node.for_each_named_child([&](Node child) {
    if (child.is(S.block)) {
      child.for_each_named_child([&](Node clause) {
        if (exhaustive || !clause.is(S.case_clause)) return;
        int patterns = 0;
        bool irrefutable = false;
        bool never = false;  // a string literal other than a known subject's
        clause.for_each_named_child([&](Node part) {
          if (!part.is(S.case_pattern)) return;
          ++patterns;
          irrefutable = irrefutable_pattern(part.text());
          // `match ENV: case "prod":` of a constant ENV: the case whose literal it is surely runs, the
          // others never do.
          if (const auto known = subject ? string_of(subject) : std::nullopt) {
            if (const auto literal = plain_string_literal(part.text())) {
              if (*literal == *known)
                irrefutable = true;
              else
                never = true;
            }
          }
          // What a capture binds is the subject or a part of it: unknown here, one value per capture
          // (bound before the blocks run, so a name one case captures is unknown in the others too).
          // A bare name or an `as` name around the whole pattern is the subject itself.
          for_each_capture(part, [&](Node name) {
            const Node whole = name.parent().is(S.dotted_name) ? name.parent().parent() : name.parent();
            const bool subject_itself = whole == part || (whole.is(S.as_pattern) && whole.parent() == part);
            bind_target(name, subject_itself && subject ? subject : unknown_value(), scope);
          });
        });
        if (never && patterns == 1) return;
        live.push_back(clause.field(F.consequence));
        exhaustive = patterns == 1 && irrefutable && !clause.field(F.guard);
      });
    } else if (!child.is(S.comment)) {
      subject = eval(child, scope);
    }
  });
  run_paths(node.key(), live, exhaustive, scope);
}

namespace {

// Whether a block never reaches the code after its statement: its last statement returns, raises
// or calls an exit (sys.exit, exit, quit, os._exit, dbutils.notebook.exit). A break or continue
// does not count: the loop runs once here, and the code after it sees what the block left.
bool block_leaves(Node block) {
  const auto& S = py::sym();
  Node last;
  block.for_each_named_child([&](Node statement) {
    if (!statement.is(S.comment)) last = statement;
  });
  if (last.is(S.return_statement) || last.is(S.raise_statement)) return true;
  const Node call = last.is(S.expression_statement) ? last.named_child(0) : Node{};
  if (!call.is(S.call)) return false;
  const std::string_view function = call.field(py::field().function).text();
  return function == "sys.exit" || function == "exit" || function == "quit" || function == "os._exit" ||
         function == "dbutils.notebook.exit";
}

// Whether a call only prints or logs (`print(...)`, Scala's `println(...)`, `logger.warning(...)`,
// `log.info(...)`): it surely returns, and changes no value the model follows.
bool prints_or_logs(Node call) {
  const auto& S = py::sym();
  const Node function = call.field(py::field().function);
  if (function.is(S.identifier)) return function.text() == "print" || function.text() == "println";
  if (!function.is(S.attribute)) return false;
  const std::string_view method = function.field(py::field().attribute).text();
  const std::string receiver = to_lower(function.field(py::field().object).text());
  const bool logger = receiver == "log" || receiver == "logger" || receiver == "logging" || receiver == "_log" ||
                      receiver == "_logger" || receiver.ends_with(".log") || receiver.ends_with(".logger");
  return logger && (method == "debug" || method == "info" || method == "warning" || method == "warn" ||
                    method == "error" || method == "critical");
}

// Whether a block does nothing the model follows and surely ends (`else: pass`, `...`, a docstring,
// a message printed or logged, or nothing: Scala's `case _ =>`).
bool block_does_nothing(Node block) {
  const auto& S = py::sym();
  bool nothing = true;
  block.for_each_named_child([&](Node statement) {
    const Node value = statement.is(S.expression_statement) ? statement.named_child(0) : Node{};
    nothing = nothing && (statement.is(S.comment) || statement.is(S.pass_statement) || value.is(S.ellipsis) ||
                          value.is(S.string) || (value.is(S.call) && prints_or_logs(value)));
  });
  return nothing;
}

}  // namespace

std::vector<Interpreter::BlockEnd> Interpreter::block_ends(const std::vector<Node>& blocks) {
  std::vector<BlockEnd> ends;
  for (const Node& block : blocks) {
    ends.push_back(block_leaves(block)         ? BlockEnd::Leaves
                   : block_does_nothing(block) ? BlockEnd::Nothing
                                               : BlockEnd::Reaches);
  }
  return ends;
}

void Interpreter::run_paths(NodeKey id, const std::vector<Node>& live, bool exhaustive, ScopePtr scope) {
  run_paths(
      id, live.size(), exhaustive, scope, [&](std::size_t i) { exec_block(live[i], scope); }, block_ends(live));
}

void Interpreter::run_paths(NodeKey id, std::size_t count, bool exhaustive, ScopePtr scope,
                            const std::function<void(std::size_t)>& run, const std::vector<BlockEnd>& ends,
                            const std::vector<std::optional<EqualityTest>>& tests) {
  // Each path runs under its own (statement, branch) mark: queries started in different branches
  // never run together.
  if (count == 1 && exhaustive) {
    run(0);
    return;
  }
  // What each path changed, with its value after the path (null: unbound) and whether an
  // assignment bound it there.
  struct After {
    ValuePtr value;
    bool plain = false;     // an assignment bound it
    bool in_place = false;  // it changed in place
  };
  std::vector<std::map<std::pair<Scope*, std::string>, After>> changed;
  for (std::size_t i = 0; i < count; ++i) {
    branches_.push_back({id, static_cast<int>(i)});
    path_scopes_.push_back(scope);
    const std::size_t rebinds = branch_rebinds_.size();
    run(i);
    branches_.pop_back();
    path_scopes_.pop_back();
    // Undo the path's changes, latest first: the next path starts from the names as they were
    // before the statement (an else does not see what the if's block assigned).
    auto& after = changed.emplace_back();
    while (branch_rebinds_.size() > rebinds) {
      BranchChange& c = branch_rebinds_.back();
      {
        // The first seen is the latest: its value is the path's.
        After& a = after.try_emplace({c.scope, c.name}, After{c.scope->peek(c.name)}).first->second;
        (c.plain ? a.plain : a.in_place) = true;
        if (c.before)
          c.scope->bind(c.name, c.before);
        else
          c.scope->unbind(c.name);
      }
      branch_rebinds_.pop_back();
    }
  }
  std::set<std::pair<Scope*, std::string>> keys;
  for (const auto& c : changed) {
    for (const auto& entry : c) keys.insert(entry.first);
  }
  // The paths that reach the code after the statement (all of them when none does: it is then
  // unreachable, and the names are kept as the blocks left them).
  std::vector<bool> reaches(count, true);
  for (std::size_t i = 0; i < ends.size() && i < count; ++i) reaches[i] = ends[i] != BlockEnd::Leaves;
  if (exhaustive && std::none_of(reaches.begin(), reaches.end(), [](bool r) { return r; })) reaches.assign(count, true);
  for (const auto& key : keys) {
    const ValuePtr before = key.first->peek(key.second);
    bool plain = false, in_place = false;
    for (const auto& c : changed) {
      if (const auto it = c.find(key); it != c.end()) {
        plain = plain || it->second.plain;
        in_place = in_place || it->second.in_place;
      }
    }
    // A builder or dict some path changed (in place or by assignment) is one of the paths' values:
    // the merge keeps what every path agrees on (branch_merge.h). A path that skips every block
    // (no else) leaves it as it was before.
    std::vector<ValuePtr> paths;
    for (std::size_t i = 0; i < count; ++i) {
      if (!reaches[i]) continue;
      const auto it = changed[i].find(key);
      paths.push_back(it != changed[i].end() ? it->second.value : before);
    }
    if (!exhaustive) paths.push_back(before);
    if (paths.empty()) continue;
    const bool one = std::all_of(paths.begin(), paths.end(), [&](const ValuePtr& v) { return v == paths.front(); });
    const bool bound = std::all_of(paths.begin(), paths.end(), [](const ValuePtr& v) { return v != nullptr; });
    ValuePtr after = one ? paths.front() : bound ? merge_paths(paths) : nullptr;
    if (!after && plain) {
      // Any other name a block assigned: the last such path's value, as when the blocks ran in a
      // row. When it is a stream and the other paths out of the statement hold other streams (one
      // a block assigned, or the one from before it when every block may be skipped), those are its
      // other paths (a query started from it is checked on each: alternative_frames). A block that
      // assigns nothing in a statement one of whose blocks surely runs is no such path: it may
      // leave in a way not seen here (an `assert False`, a helper that always raises); one that
      // does nothing (`else: pass`) is, with the value from before.
      // Each with what held on its path: its block's test, or on the path that ran no block, every
      // block's test false.
      std::vector<std::pair<ValuePtr, StreamingDataFrame::OtherPath>> assigned;
      for (std::size_t i = 0; i < count; ++i) {
        const auto it = changed[i].find(key);
        const bool nothing = i < ends.size() && ends[i] == BlockEnd::Nothing && it == changed[i].end();
        const ValuePtr value = nothing ? before : it != changed[i].end() ? it->second.value : nullptr;
        if (!reaches[i] || !value) continue;
        StreamingDataFrame::OtherPath held;
        if (i < tests.size()) held.when = tests[i];
        assigned.emplace_back(value, std::move(held));
      }
      if (assigned.empty()) continue;
      after = assigned.back().first;
      // (In a loop, a skipped block may run on a later iteration: the loop runs once here, and what
      // holds after it is not known from one pass.)
      auto others = assigned;
      if (!exhaustive && loops_ == 0) {
        // The value from before reaches here when no block ran, or a block that left it as it was:
        // only the tests of the blocks that changed it (or never reach here) were false.
        StreamingDataFrame::OtherPath held;
        for (std::size_t i = 0; i < count && i < tests.size(); ++i) {
          if (tests[i] && (!reaches[i] || changed[i].count(key))) held.unless.push_back(*tests[i]);
        }
        others.emplace_back(before, std::move(held));
      }
      if (const auto* last = after->as<StreamingDataFrameValue>(); last && last->frame && others.size() > 1) {
        auto frame = std::make_shared<StreamingDataFrame>(*last->frame);
        bool widened = false;
        for (auto& entry : others) {
          // (Named, not a structured binding: the lambdas below capture it.)
          const ValuePtr& path = entry.first;
          StreamingDataFrame::OtherPath& held = entry.second;
          const auto* other = path ? path->as<StreamingDataFrameValue>() : nullptr;
          if (!other || !other->frame || other->frame == last->frame) continue;
          const auto known =
              std::find_if(frame->other_paths.begin(), frame->other_paths.end(),
                           [&](const StreamingDataFrame::OtherPath& p) { return p.frame == other->frame; });
          if (known == frame->other_paths.end()) {
            held.frame = other->frame;
            held.base = frame->operations.size();
            frame->other_paths.push_back(std::move(held));
          } else {
            // Reached on this path too (an outer if skipped the block an inner one chose on): what
            // held on the path is only what holds on both.
            widened = widened || known->when || !known->unless.empty();
            if (known->when != held.when) known->when.reset();
            std::erase_if(known->unless, [&](const auto& test) {
              return std::find(held.unless.begin(), held.unless.end(), test) == held.unless.end();
            });
          }
        }
        if (widened || frame->other_paths.size() != last->frame->other_paths.size()) {
          after = make_value(StreamingDataFrameValue{std::move(frame)});
        }
      }
    } else if (after && after != before && in_place && !call_stack_.empty() && before) {
      in_place_log_.emplace_back(before, after);
    }
    if (!after || after == before) continue;
    // An enclosing branch undoes it in turn: a change in place wherever it was made, an assignment
    // when it is to a name of that branch's own scope.
    if (!branches_.empty() && (!plain || path_scopes_.back() == key.first)) {
      branch_rebinds_.push_back({key.first, key.second, before, plain});
    }
    key.first->bind(key.second, after);
  }
}

void Interpreter::exec_delete(Node node, ScopePtr scope) {
  // `del opts["k"], other`: each target; a dict's key goes, anything else is not modelled.
  const auto& S = py::sym();
  const auto& F = py::field();
  auto one = [&](Node target) {
    const Node object = target.is(S.subscript) ? target.field(F.value) : Node{};
    ScopePtr binder = object.is(S.identifier) ? changeable_binder(scope, object.name()) : nullptr;
    const DictValue* dict = binder ? binder->lookup(object.name())->as<DictValue>() : nullptr;
    if (!dict) {
      eval(target, scope);
      return;
    }
    const ValuePtr after = dict_after_delete(*dict, string_of(eval(target.field(F.subscript), scope)));
    change_in_place(binder, object.name(), after ? after : unknown_value());
  };
  node.for_each_named_child([&](Node child) {
    if (child.is(S.expression_list)) {
      child.for_each_named_child(one);
    } else {
      one(child);
    }
  });
}

void Interpreter::exec_try(Node node, ScopePtr scope) {
  const auto& S = py::sym();
  const auto& F = py::field();
  // A return in the body is sure only when every handler returns too (or a finally does): the
  // handlers run whatever the body did.
  // (frames_ may grow while a block runs: the flag is read through it each time.)
  const auto returned = [&]() -> bool& { return frames_.back().returned; };
  exec_block(node.field(F.body), scope);
  const bool body_returned = returned();
  bool handlers_return = true, finally_returns = false;
  node.for_each_named_child([&](Node clause) {
    returned() = false;
    if (clause.is(S.else_clause)) {
      if (!body_returned) exec_block(clause.field(F.body), scope);
    } else if (clause.is(S.except_clause) || clause.is(S.except_group_clause) || clause.is(S.finally_clause)) {
      clause.for_each_named_child([&](Node part) {
        if (part.is(S.block)) exec_block(part, scope);
      });
      if (clause.is(S.finally_clause)) finally_returns = finally_returns || returned();
      else handlers_return = handlers_return && returned();
    }
  });
  returned() = (body_returned && handlers_return) || finally_returns;
}

void Interpreter::exec_with(Node node, ScopePtr scope) {
  const auto& S = py::sym();
  const auto& F = py::field();
  bool mocks = false;
  node.for_each_named_child([&](Node child) {
    if (!child.is(S.with_clause)) return;
    child.for_each_named_child([&](Node item) {
      const Node value = item.field(F.value);
      const Node manager = value.is(S.as_pattern) ? value.named_child(0) : value;
      mocks = mocks || patches_spark(manager);
      eval(manager, scope);
      if (value.is(S.as_pattern)) bind_target(value.field(F.alias), unknown_value(), scope);
    });
  });
  // The body runs with Spark patched; after it, as before (also when it throws). The frame is held
  // by index: calls in the body push frames, which may move the vector's elements.
  struct Mocked {
    std::vector<Frame>& frames;
    std::size_t frame;
    bool saved;
    ~Mocked() {
      if (frame < frames.size()) frames[frame].spark_mocked = saved;
    }
  } mocked{frames_, frames_.size() - 1, frames_.back().spark_mocked};
  frames_.back().spark_mocked = mocked.saved || mocks;
  exec_block(node.field(F.body), scope);
}

void Interpreter::exec_assignment(Node node, ScopePtr scope) {
  const auto& S = py::sym();
  const auto& F = py::field();
  const Node left = node.field(F.left);
  const Node right = node.field(F.right);
  if (right.null()) return;  // annotation only: `x: int`
  if (node.is(S.augmented_assignment)) {
    ValuePtr current = eval(left, scope);
    ValuePtr added = eval(right, scope);
    if (const auto* dict = current->as<DictValue>();
        dict && node.field(F.operator_).text() == "|=" && left.is(S.identifier) && scope->binds(left.name())) {
      change_in_place(scope, left.name(), make_value(dict_union(*dict, added)));
      return;
    }
    // `x += "/y"`, Scala's `opts += ("k" -> v)` and `opts ++= Map(...)` on a var: the operator's
    // value, bound to the name.
    const std::string_view op = node.field(F.operator_).text();
    const ValuePtr after = op.size() >= 2 ? binary_value(op.substr(0, op.size() - 1), current, added, node) : unknown_value();
    const bool known = after->as<StringValue>() || after->as<DictValue>() || after->as<ListValue>();
    bind_target(left, known ? after : unknown_value(), scope);
    return;
  }
  // a = b = ... = value: tree-sitter nests the chain to the right, as deep as it is long, so it is
  // walked in a loop (a generated 20,000-target chain must not recurse), then every target is
  // bound, left to right as Python does.
  std::vector<Node> targets{left};
  Node value_node = right;
  while (value_node.is(S.assignment) && !value_node.field(F.right).null()) {
    targets.push_back(value_node.field(F.left));
    value_node = value_node.field(F.right);
  }
  const ValuePtr value = eval(value_node, scope);
  for (const Node& target : targets) bind_target(target, value, scope);
}

void Interpreter::bind_target(Node target, const ValuePtr& value, ScopePtr scope) {
  const auto& S = py::sym();
  if (target.null() || nesting_ >= kMaxNesting) return;
  NestingGuard guard(nesting_);
  const TSSymbol type = target.symbol();
  if (type == S.identifier) {
    // `global X` in a function of this module: X is the module's.
    if (scope != module_scope_ && scope->binds(std::string(kGlobalPrefix) + std::string(target.name()))) {
      const Scope* root = scope;
      while (root->parent()) root = root->parent();
      if (root == module_scope_) scope = module_scope_;
    }
    // An unknown value gets the identity of this binding (value.h UnknownValue).
    const auto* unknown = value->as<UnknownValue>();
    if (!path_scopes_.empty() && path_scopes_.back() == scope) {
      branch_rebinds_.push_back({scope, std::string(target.name()), scope->peek(target.name()), true});
    }
    if (unknown && unknown->lookup && unknown->name.starts_with("ConfigFactory.load(")) {
      // A loaded config keeps its identity and takes the variable's name: what is read from it is
      // named as written (`config.getString("app.chk")`).
      UnknownValue named = *unknown;
      named.name = std::string(target.name());
      scope->bind(std::string(target.name()), make_value(std::move(named)));
      return;
    }
    scope->bind(std::string(target.name()),
                unknown && unknown->binding == 0 ? make_value(UnknownValue{binding_identity(target), std::string(target.name()), "", unknown->clock})
                                                 : value);
  } else if (type == S.pattern_list || type == S.tuple_pattern || type == S.list_pattern ||
             type == S.expression_list || type == S.tuple || type == S.list) {
    const auto* list = value->as<ListValue>();
    std::size_t i = 0;
    const std::size_t count = target.named_child_count();
    target.for_each_named_child([&](Node element) {
      const bool matches = list && list->items.size() == count;
      bind_target(element, matches ? list->items[i] : unknown_value(), scope);
      ++i;
    });
  } else if (type == S.list_splat_pattern || type == S.parenthesized_expression) {
    bind_target(target.named_child(0), unknown_value(), scope);
  } else if (type == S.subscript) {
    // `opts["checkpointLocation"] = path`: a dict bound here changes in place.
    const Node object = target.field(py::field().value);
    const Node key = target.field(py::field().subscript);
    // `os.environ["CHK"] = "/chk/a"`: the job sets the variable itself (kEnvironmentPrefix).
    if (object.is(S.attribute) && object.text() == "os.environ") {
      const ValuePtr read = eval(object, scope);  // held: `environ` points into it
      const auto* environ = read->as<ModuleValue>();
      const auto name = environ && environ->path == "os.environ" ? string_of(eval(key, scope)) : std::nullopt;
      if (name) {
        const std::string bound = std::string(kEnvironmentPrefix) + *name;
        if (!path_scopes_.empty() && path_scopes_.back() == scope) {
          branch_rebinds_.push_back({scope, bound, scope->peek(bound), true});
        }
        scope->bind(bound, value);
      }
      return;
    }
    ScopePtr binder = object.is(S.identifier) ? changeable_binder(scope, object.name()) : nullptr;
    const DictValue* dict = binder ? binder->lookup(object.name())->as<DictValue>() : nullptr;
    if (dict) change_in_place(binder, object.name(), make_value(dict_after_store(*dict, string_of(eval(key, scope)), value, key.span())));
  } else if (type == S.attribute && !constructions_.empty()) {
    // `self.checkpoint = path` in a running __init__ (instantiate): the instance's attribute.
    store_in_construction(target.field(py::field().object), std::string(target.field(py::field().attribute).text()),
                          value, scope);
  }
  // other attribute targets (obj.x = ...) are not modelled: attribute_assigned reads them
}

bool Interpreter::store_in_construction(Node object, const std::string& name, const ValuePtr& value, ScopePtr scope) {
  if (constructions_.empty()) return false;
  Construction& c = constructions_.back();
  if (!object.is(py::sym().identifier) || scope->lookup(object.name()).get() != c.instance) return false;
  std::erase_if(c.attributes, [&](const auto& a) { return a.first == name; });
  c.attributes.emplace_back(name, branches_.size() > c.branch_depth ? unknown_value() : value);
  return true;
}

Interpreter::ScopePtr Interpreter::changeable_binder(ScopePtr scope, std::string_view name) const {
  if (scope->binds(name)) return scope;
  return scope->binder(name) == module_scope_ ? module_scope_ : nullptr;
}

void Interpreter::change_in_place(ScopePtr scope, std::string_view name, ValuePtr value) {
  const ValuePtr before = scope->lookup(name);
  std::vector<std::string> names{std::string(name)};
  // A function's other names for the object see the change (`o = opts; o["k"] = v`). The module's
  // scope is not searched: it can hold thousands of names, and module-level aliases are rare.
  if (scope != module_scope_ && before) {
    scope->for_each_binding([&](const std::string& other, const ValuePtr& bound) {
      if (bound == before && other != name) names.push_back(other);
    });
  }
  for (const std::string& n : names) {
    // In a branch of an if, the change is undone after the branch and merged after the if.
    if (!branches_.empty()) branch_rebinds_.push_back({scope, n, before});
    scope->bind(n, value);
  }
  if (!call_stack_.empty() && before) in_place_log_.emplace_back(before, std::move(value));
}

bool Interpreter::changed_in_place_from(const ValuePtr& before, const ValuePtr& after) const {
  // The log is short (one entry per change in the running calls): a forward walk from `before`.
  std::vector<const Value*> reached{before.get()};
  for (const auto& [from, to] : in_place_log_) {
    if (std::find(reached.begin(), reached.end(), from.get()) == reached.end()) continue;
    if (to == after) return true;
    reached.push_back(to.get());
  }
  return false;
}

std::uint64_t Interpreter::binding_identity(Node target, bool with_calls) const {
  const NodeKey key = target.key();
  std::uint64_t h = fnv_mix(fnv_mix(kFnvOffsetBasis, key.serial), key.index);
  if (!with_calls) return h | 1;
  for (const Node& call : call_sites_) h = fnv_mix(fnv_mix(h, call.key().serial), call.key().index);
  return h | 1;  // never 0, which means "no binding"
}

std::shared_ptr<const ModuleSummary> Interpreter::project_module(const std::string& dotted) {
  if (!resolver_ || dotted.empty()) return nullptr;
  auto summary = resolver_->summary(dotted);
  // Its spans and closures must outlive this model. Importing it ran its top level, which set its
  // session confs on the session this module's queries run in too.
  if (summary && std::find(out_->modules.begin(), out_->modules.end(), summary) == out_->modules.end()) {
    out_->modules.push_back(summary);
    out_->session_confs.insert(out_->session_confs.end(), summary->session_confs.begin(), summary->session_confs.end());
  }
  return summary;
}

ValuePtr Interpreter::module_value(const std::string& dotted) {
  if (auto summary = project_module(dotted)) return make_value(ProjectModuleValue{std::move(summary)});
  return make_value(ModuleValue{dotted});
}

ValuePtr Interpreter::resolve_import(ValuePtr value) {
  // A re-export is an import in another module (`from .paths import f` in a package's __init__):
  // follow the chain, a bounded number of steps (an import cycle ends as unknown).
  for (int step = 0; step < 16; ++step) {
    const auto* imported = value->as<ImportedValue>();
    if (!imported) return value;
    value = imported->name.empty() ? module_value(imported->module) : imported_name(imported->module, imported->name);
  }
  return unknown_value();
}

ValuePtr Interpreter::imported_name(const std::string& base, const std::string& name) {
  // Python reads the name from the module first, then tries a submodule of that name.
  if (auto summary = project_module(base)) {
    if (ValuePtr value = summary->lookup(name)) return value;  // may be an import of its own
    if (auto sub = project_module(base + "." + name)) return make_value(ProjectModuleValue{std::move(sub)});
    return unknown_value();
  }
  if (auto sub = project_module(base + "." + name)) return make_value(ProjectModuleValue{std::move(sub)});
  return make_value(ModuleValue{base + "." + name});
}

void Interpreter::import_views(const std::string& dotted) {
  // Importing a project module runs it: the temp views it registers at its top level are the
  // session's from then on (views are session-wide, wherever the import statement is).
  for (std::size_t dot = dotted.find('.');; dot = dotted.find('.', dot + 1)) {
    const auto summary = project_module(dotted.substr(0, dot));  // a.b.c runs a, a.b and a.b.c
    if (summary && summary->globals) {
      summary->globals->for_each_binding([&](const std::string& name, const ValuePtr& value) {
        if (name.starts_with(kViewPrefix)) module_scope_->bind(name, value);
      });
    }
    if (dot == std::string::npos) break;
  }
}

void Interpreter::add_star_import(ScopePtr scope, ValuePtr from) {
  ListValue packages;
  if (const auto* earlier = scope->lookup(kStarImports)->as<ListValue>()) packages = *earlier;
  packages.items.push_back(std::move(from));
  scope->bind(std::string(kStarImports), make_value(std::move(packages)));
}

std::string Interpreter::scala_import_path(const std::string& path, Node node, ScopePtr scope) {
  // Scala's imports are relative to what is in scope: `import Config.Root` in `package com.acme`
  // names the package's object com.acme.Config, and after `import com.acme.Config`, `import
  // Config._` names that one. Packages are lowercase; an object's name is capitalised.
  const auto& file = node.unit()->file_ref();
  if (path.empty() || !std::isupper(static_cast<unsigned char>(path.front())) || !file || !ends_with(*file, ".scala")) {
    return path;
  }
  const std::string head = path.substr(0, path.find('.'));
  const std::string rest = path.substr(head.size());
  if (scope->bound(head)) {
    const auto* imported = scope->lookup(head)->as<ImportedValue>();
    return imported && !imported->name.empty() ? imported->module + "." + imported->name + rest : path;
  }
  if (const auto* packages = module_scope_->lookup(kStarImports)->as<ListValue>()) {
    for (auto it = packages->items.rbegin(); it != packages->items.rend(); ++it) {
      const auto* package = (*it)->as<ModuleValue>();
      if (package && project_module(package->path + "." + head)) return package->path + "." + path;
    }
  }
  return path;
}

void Interpreter::exec_import(Node node, ScopePtr scope) {
  const auto& S = py::sym();
  const auto& F = py::field();
  // Databricks' dlt is one module; dltHub's data-loading package of the same name has submodules
  // (`dlt.sources`, `dlt.destinations`), which mark the file as dltHub's (SR702 stays silent).
  auto is_dlt = [&](std::string_view module) {
    if (module.substr(0, 4) == "dlt.") out_->session_confs.push_back({std::string(kDltHubUse), unknown_value(), node.span()});
    return module == "dlt";
  };
  // `import dlt`, `import pyspark.pipelines as dp`, `from pyspark import pipelines as dp`: pipeline code.
  const auto pipeline_module = [&](std::string_view module) {
    if ((module == "dlt" || module == "pyspark.pipelines") && scope == module_scope_) {
      scope->bind(std::string(kPipelineCode), make_value(BoolValue{true}));
    }
  };
  if (node.is(S.import_statement)) {
    // `import a.b.c` binds `a` (its submodules are reached as attributes); `import a.b as c` binds
    // the module a.b itself.
    node.for_each_in_field(F.name, [&](Node name) {
      if (name.is(S.aliased_import)) {
        const std::string dotted(name.field(F.name).text());
        if (is_dlt(dotted)) out_->imports.push_back({"dlt", node.span()});
        pipeline_module(dotted);
        scope->bind(std::string(name.field(F.alias).text()), make_value(ImportedValue{dotted, ""}));
        import_views(dotted);
      } else {
        const std::string dotted(name.text());
        if (is_dlt(dotted)) out_->imports.push_back({"dlt", node.span()});
        pipeline_module(dotted);
        const std::string top = dotted.substr(0, dotted.find('.'));
        scope->bind(top, make_value(ImportedValue{top, ""}));
        import_views(dotted);
      }
    });
    return;
  }
  // from BASE import x, y as z  /  from .rel import x  /  from BASE import *
  const Node module_name = node.field(F.module_name);
  std::string base;
  if (module_name.is(S.relative_import)) {
    int dots = 0;
    std::string rest;
    module_name.for_each_named_child([&](Node part) {
      if (part.is(S.import_prefix)) {
        for (char c : part.text()) dots += c == '.';
      } else {
        rest = std::string(part.text());
      }
    });
    base = resolve_relative_import(identity_, dots, rest);
  } else {
    base = std::string(module_name.text());
    base = scala_import_path(base, node, scope);
  }
  if (is_dlt(base)) out_->imports.push_back({"dlt", node.span()});
  pipeline_module(base);
  if (base == "pyspark") {
    node.for_each_in_field(F.name, [&](Node name) {
      const Node imported = name.is(S.aliased_import) ? name.field(F.name) : name;
      if (imported.text() == "pipelines") pipeline_module("pyspark.pipelines");
    });
  }
  if (!base.empty()) import_views(base);
  bool star = false;
  node.for_each_named_child([&](Node child) { star = star || child.is(S.wildcard_import); });
  if (star) {
    // A Scala file's `package a.b` (lowered to this import): its objects are not the default
    // package's (eval_identifier).
    if (node.text().starts_with("package")) scope->bind(std::string(kScalaPackage), make_value(BoolValue{true}));
    // Scala's `import spark.implicits._` imports from a value (a variable, or a notebook's
    // `spark`), never from a module or package.
    const std::string root = base.substr(0, base.find('.'));
    const ValuePtr bound = scope->bound(root) ? scope->lookup(root) : nullptr;
    const bool from_value = bound && !bound->as<ImportedValue>() && !bound->as<ModuleValue>() && !bound->as<ProjectModuleValue>();
    if (base.empty() || from_value || root == "spark" || root == "sc" || root == "sqlContext") return;
    if (auto summary = project_module(base)) {
      for (const std::string& name : summary->public_names) {
        if (ValuePtr value = summary->lookup(name)) scope->bind(name, resolve_import(value));
      }
    }
    // Names nothing binds are then looked up under `base` when used (star_imported): a Spark
    // library's functions, and a Scala package's objects (`package a.b` is such an import).
    add_star_import(scope, make_value(ModuleValue{base}));
    return;
  }
  node.for_each_in_field(F.name, [&](Node name) {
    std::string imported;
    std::string bound;
    if (name.is(S.aliased_import)) {
      imported = std::string(name.field(F.name).text());
      bound = std::string(name.field(F.alias).text());
    } else {
      imported = bound = std::string(name.text());
    }
    if (base.empty() && imported == "dlt") out_->imports.push_back({"dlt", node.span()});  // `from . import dlt`
    scope->bind(bound, base.empty() ? unknown_value() : make_value(ImportedValue{base, imported}));
    if (!base.empty()) import_views(base + "." + imported);  // when the name is a submodule
  });
}

void Interpreter::exec_function_definition(Node definition, Node decorated, ScopePtr scope) {
  const auto& F = py::field();
  FunctionValue function{definition, scope, false};
  if (decorated) mark_pipeline_dataset(function, decorated, scope);
  const Node batch_sink = function.batch_sink;
  ValuePtr value = make_value(std::move(function));
  scope->bind(std::string(definition.field(F.name).name()), value);
  if (batch_sink) run_batch_handler(value, batch_sink, true);
}

void Interpreter::exec_for(Node node, ScopePtr scope) {
  // Loops over constant lists and dict items run once per item (bounded), so
  // `for k, v in CONF.items(): spark.conf.set(k, v)` records every conf.
  const auto& F = py::field();
  ValuePtr items = eval(node.field(F.right), scope);
  if (const auto* dict = items->as<DictValue>(); dict && dict->complete) {
    // `for k in CONF:` iterates the keys, as `CONF.keys()` does; Scala's `for ((k, v) <- confs)`
    // a Map's entries.
    ListValue keys;
    if (ends_with(node.unit()->file(), ".scala")) {
      keys = entry_pairs(*dict);
    } else {
      for (const DictEntry& e : dict->entries) keys.items.push_back(make_value(StringValue{e.key, e.key_range, false}));
    }
    items = make_value(std::move(keys));
  }
  const Node left = node.field(F.left);
  const auto* list = items->as<ListValue>();
  if (list && !list->items.empty() && list->items.size() <= kMaxUnrolled) {
    for (const ValuePtr& item : list->items) {
      bind_target(left, item, scope);
      exec_block(node.field(F.body), scope);
    }
  } else {
    bind_target(left, unknown_value(), scope);
    exec_block(node.field(F.body), scope);
  }
  const Node alternative = node.field(F.alternative);
  if (alternative) exec_block(alternative.field(F.body), scope);
}

bool Interpreter::inside_dataset_function(Node call) const {
  const Frame& frame = frames_.back();
  const Node f = frame.dataset_function;
  // Lexically inside: the same unit (serial), within the definition's bytes.
  return frame.pipeline_dataset && f && call.unit() == f.unit() && call.key().serial == f.key().serial &&
         f.start() <= call.start() && call.start() < f.end();
}

}  // namespace streamlint::analysis
