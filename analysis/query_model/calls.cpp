// Calls in the abstract interpreter: project functions (bounded, context-sensitive: each call
// runs the body with its own arguments), handlers given to foreachBatch/foreach, methods of
// classes, Python built-ins and the standard-library functions the model folds.
#include <algorithm>
#include <array>
#include <cctype>
#include <optional>

#include "analysis/fnv.h"
#include "analysis/query_model/branch_merge.h"
#include "analysis/query_model/dict_mutations.h"
#include "analysis/query_model/interpreter.h"
#include "analysis/query_model/interpreter_limits.h"
#include "analysis/query_model/run_time_text.h"
#include "analysis/query_model/spark_mocks.h"
#include "analysis/query_model/stateful.h"
#include "analysis/query_model/value_equality.h"
#include "analysis/spark_facts.h"
#include "analysis/sql/sql_dml_source.h"
#include "analysis/syntax/python_grammar.h"
#include "analysis/text_util.h"

namespace streamlint::analysis {
namespace {

bool same_kind(const ValuePtr& a, const ValuePtr& b) { return a->data.index() == b->data.index(); }

// A parameter annotated as pyspark's DataStreamWriter (`writer: DataStreamWriter`, a dotted or
// quoted spelling, `Optional[...]` aside): what the caller hands is a stream writer.
bool annotated_stream_writer(Node param) {
  const auto& S = py::sym();
  if (!param.is(S.typed_parameter) && !param.is(S.typed_default_parameter)) return false;
  std::string_view type = trim_spaces(param.field(py::field().type).text());
  if (type.size() >= 2 && (type.front() == '"' || type.front() == '\'')) type = type.substr(1, type.size() - 2);
  // `Optional[DataStreamWriter]`, `DataStreamWriter | None`: a writer when one is given.
  if (type.starts_with("Optional[") && type.ends_with("]")) type = trim_spaces(type.substr(9, type.size() - 10));
  if (const std::size_t bar = type.find('|'); bar != std::string_view::npos) type = trim_spaces(type.substr(0, bar));
  if (const std::size_t dot = type.rfind('.'); dot != std::string_view::npos) type.remove_prefix(dot + 1);
  return type == "DataStreamWriter";
}

}  // namespace

Node parameter_name(Node param) {
  const auto& S = py::sym();
  const auto& F = py::field();
  if (param.is(S.identifier)) return param;
  if (param.is(S.typed_parameter)) return param.named_child(0);
  return param.field(F.name);
}

Span method_call_span(Node call) {
  const auto& S = py::sym();
  const auto& F = py::field();
  const Node function = call.field(F.function);
  if (function.is(S.attribute)) {
    // The `.` sits between the object and the attribute name, with only blanks after it.
    const Node attribute = function.field(F.attribute);
    const Node object = function.field(F.object);
    const std::string_view text = call.unit()->text();
    std::uint32_t at = attribute ? attribute.start() : function.end();
    const std::uint32_t floor = object ? object.end() : function.start();
    bool newline = false;
    while (at > floor && text[at - 1] != '.') {
      --at;
      if (text[at] == '\n') newline = true;
    }
    // A trailing `.` (Scala's `writeStream.` then `start()` on the next line): the call starts at
    // its name, on the line a `// noqa` for it is written on.
    if (at > floor && newline && attribute) return {call.unit(), call.span().serial, attribute.start(), call.end()};
    if (at > floor) return {call.unit(), call.span().serial, at - 1, call.end()};
  }
  return call.span();
}

ValuePtr Interpreter::call_function(const FunctionValue& function, const CallArguments& args) {
  const NodeKey key = function.node.key();
  if (call_stack_.size() >= kMaxCallDepth ||
      std::find(call_stack_.begin(), call_stack_.end(), key) != call_stack_.end() ||
      ++runs_per_function_[key] > kMaxRunsPerFunction) {
    return unknown_value();
  }
  reached_log_.push_back(key);
  Scope* scope = new_scope(function.closure ? function.closure : module_scope_);

  // functools.partial: the bound arguments come first.
  CallArguments all_args;
  const CallArguments* effective = &args;
  if (!function.bound.empty() || !function.bound_keywords.empty()) {
    all_args = args;
    std::vector<CallArguments::Positional> bound;
    for (const ValuePtr& b : function.bound) bound.push_back({b, Node{}});
    all_args.positional.insert(all_args.positional.begin(), bound.begin(), bound.end());
    // The partial's keywords, unless the call gives the same keyword (Python: the call's wins).
    for (const auto& k : function.bound_keywords) {
      if (!args.keyword(k.name)) all_args.keywords.push_back({k.name, k.value, k.at, Node{}});
    }
    effective = &all_args;
  }
  return call_with(function, *effective, scope, key);
}

namespace {

// What a function whose every return is one run-time value (value.h UnknownValue: a global read from
// the environment, `f"{ROOT}/{name}"` over constants) returns: that value, the same at each call,
// so two queries given `checkpoint("x")` share it as two given one variable do. A clock's reading
// differs at each call; any other mix is unknown.
ValuePtr one_run_time_value(const std::vector<ValuePtr>& returns) {
  const auto* first = returns.empty() ? nullptr : returns.front()->as<UnknownValue>();
  const bool one =
      first && first->binding != 0 && !first->clock &&
      std::all_of(returns.begin(), returns.end(), [&](const ValuePtr& r) { return same_value(r, returns.front()); });
  return one ? returns.front() : unknown_value();
}

}  // namespace

ValuePtr Interpreter::call_with(const FunctionValue& function, const CallArguments& args, Scope* scope, NodeKey key) {
  const auto& S = py::sym();
  const auto& F = py::field();
  // Bind parameters: positionally until `*`, then by keyword; defaults otherwise.
  std::size_t index = 0;
  bool keyword_only = false;
  std::vector<std::string_view> named;  // parameters bound by name so far (not in **kwargs)
  std::vector<std::pair<std::string_view, CallArguments::Positional>> passed;  // parameter, argument
  function.node.field(F.parameters).for_each_named_child([&](Node param) {
    const TSSymbol type = param.symbol();
    if (type == S.keyword_separator) {
      keyword_only = true;
      return;
    }
    if (type == S.positional_separator) return;
    if (type == S.list_splat_pattern) {
      // *args: the positional arguments left, when their positions are known.
      ValuePtr rest = unknown_value();
      if (!keyword_only && !args.has_list_splat && !args.rest_unknown) {
        ListValue list;
        for (std::size_t i = index; i < args.positional.size(); ++i) list.items.push_back(args.positional[i].value);
        rest = make_value(std::move(list));
      }
      index = args.positional.size();
      keyword_only = true;
      bind_target(param.named_child(0), rest, scope);
      return;
    }
    if (type == S.dictionary_splat_pattern) {
      // **kwargs: the keyword arguments no parameter took, and what `**dict` spreads in
      // (incomplete when a spread is not a known dict), so `.options(**kwargs)` reads them.
      DictValue rest;
      // Complete only when the caller is known, no decorator may call it with other arguments
      // (`@click.command()`), and the body does not change or read the dict piecemeal
      // (`opts["k"] = v`, `opts.update(...)`): then its entries are what the caller passed.
      const Node kwargs = param.named_child(0);
      const std::string_view body = function.node.field(F.body).text();
      const std::string name(kwargs.text());
      const bool changed = body.find(name + "[") != std::string_view::npos || body.find(name + ".") != std::string_view::npos;
      rest.complete = !args.rest_unknown && !changed && !function.node.parent().is(S.decorated_definition);
      for (const auto& k : args.keywords) {
        if (std::find(named.begin(), named.end(), k.name) == named.end()) rest.entries.push_back({k.name, k.value, k.name_range});
      }
      for (const ValuePtr& spread : args.dict_splats) {
        const auto* dict = spread->as<DictValue>();
        if (!dict) {
          rest.complete = false;
          continue;
        }
        rest.entries.insert(rest.entries.end(), dict->entries.begin(), dict->entries.end());
        rest.complete = rest.complete && dict->complete;
      }
      bind_target(param.named_child(0), make_value(std::move(rest)), scope);
      return;
    }
    const Node name = parameter_name(param);
    if (!name.is(S.identifier)) return;
    const std::string_view text = name.text();
    named.push_back(text);
    ValuePtr value;
    if (const auto* k = args.keyword(text)) {
      value = k->value;
      passed.push_back({text, {k->value, k->node}});
    } else if (!keyword_only && !args.has_list_splat && index < args.positional.size()) {
      value = args.positional[index].value;
      passed.push_back({text, args.positional[index]});
    } else if (const Node fallback = param.field(F.value); fallback && !args.rest_unknown) {
      // Defaults are evaluated where the function was defined, in a scope of their own: the
      // defining module's namespace may be shared (a summary) and is never written. A function
      // run for callers we cannot see (run_unreached) may be given any value: unknown.
      value = eval(fallback, new_scope(function.closure ? function.closure : module_scope_));
    } else if (args.rest_unknown && annotated_stream_writer(param)) {
      // `writer: DataStreamWriter` for callers we cannot see: a writer of which nothing is known
      // (format, options, trigger, output mode, input: the caller's), but what the body sets on it
      // (`writer.trigger(once=True)`).
      StreamWriter unknown_writer;
      unknown_writer.format_known = false;
      unknown_writer.options.complete = false;
      unknown_writer.trigger = Trigger{};
      unknown_writer.output_mode = OutputMode::Unknown;
      value = make_value(StreamWriterValue{std::move(unknown_writer)});
    } else {
      // Not given: unknown, with no identity (two calls share nothing through it), named for what
      // reads names (a parameter named `spark` is the session).
      value = make_value(UnknownValue{0, std::string(text)});
    }
    ++index;
    scope->bind(std::string(text), value);
  });

  Frame frame = frames_.back();  // inherits the pipeline and foreachBatch context
  frame.spark_mocked = frame.spark_mocked || decorated_with_spark_patch(function.node);
  frame.returns.clear();
  frame.branch_depth = branches_.size();
  frame.returned = false;
  frame.scope = scope;
  frame.pipeline_dataset = function.pipeline_dataset || frame.pipeline_dataset;
  if (function.pipeline_dataset) frame.dataset_function = function.node;
  if (pending_handler_) {
    frame.batch_function_scope = scope;
    frame.batch_df_parameter = pending_handler_->df_parameter;
    frame.batch_id_parameter = pending_handler_->id_parameter;
    frame.foreach_batch_range = pending_handler_->range;
    frame.row_handler = pending_handler_->rows;
    frame.handler_calls = call_sites_.size();
    frame.session_txn_options = {};
    pending_handler_.reset();
  }
  frames_.push_back(std::move(frame));
  call_stack_.push_back(key);
  const Node body = function.node.field(F.body);
  ValuePtr result;
  if (function.node.is(S.lambda)) {
    result = eval(body, scope);
  } else {
    exec_block(body, scope);
    // The returned value: the common kind of all non-None returns, else unknown.
    result = make_value(NoneValue{});
    for (const ValuePtr& r : frames_.back().returns) {
      if (r->as<NoneValue>() || r->unknown()) continue;
      if (result->as<NoneValue>()) {
        result = r;
      } else if (ValuePtr either = r != result ? one_of_streams(result, r) : nullptr) {
        result = either;  // one return's stream or another's: each is checked (other_paths)
      } else if (!same_kind(result, r)) {
        result = unknown_value();
        break;
      }
    }
    const auto& returns = frames_.back().returns;
    const bool any_unknown =
        std::any_of(returns.begin(), returns.end(), [](const ValuePtr& r) { return r->unknown(); });
    if (any_unknown && result->as<NoneValue>()) result = one_run_time_value(returns);
  }
  // An argument the function changed in place (a dict filled, a writer configured) is passed back
  // to the caller; one the function rebound to a new object is not (`opts = dict(opts)`).
  for (const auto& [name, argument] : passed) {
    const ValuePtr now = scope->peek(name);
    if (argument.node && now && now != argument.value && changed_in_place_from(argument.value, now)) {
      passed_back_.push_back({argument.node, argument.value, now});
    }
  }
  call_stack_.pop_back();
  frames_.pop_back();
  // A streaming table's function returns the stream the pipeline writes (in append mode): model it
  // as a query so the watermark and state rules see it; checkpoints and triggers stay the pipeline's.
  record_pipeline_dataset(function, result);
  if (function.append_flow) {
    // A continuous append flow returning a batch read (SR705): recorded with the pipeline's misuses.
    if (const auto* batch = result->as<BatchDataFrameValue>(); batch && !batch->micro_batch) {
      out_->pipeline_actions.push_back({"append_flow_batch", *function.append_flow});
    }
  }
  if (function.once_flow) {
    // A one-time flow returning a stream (SR706): recorded with the pipeline's other misuses.
    if (const auto* stream = result->as<StreamingDataFrameValue>(); stream && !stream->frame->origin_unknown) {
      out_->pipeline_actions.push_back({"once_flow_stream", *function.once_flow});
    }
  }
  if (function.streaming_dataset) {
    // A DataFrame of unknown origin may be batch: the dataset is then a materialized view.
    if (const auto* stream = result->as<StreamingDataFrameValue>(); stream && !stream->frame->origin_unknown) {
      // An append flow into a sink (`dp.create_sink`) writes in the sink's format; such a query is
      // placed on its decorator (RULES.md SR406's range).
      const std::string sink_key = std::string(kSinkPrefix) + function.flow_target;
      const ValuePtr sink = function.append_flow && !function.flow_target.empty() && module_scope_->binds(sink_key)
                                ? module_scope_->lookup(sink_key)
                                : nullptr;
      if (const auto* format = sink ? sink->as<StringValue>() : nullptr) {
        record_pipeline_query(stream->frame, *function.append_flow, format->text);
      } else {
        record_pipeline_query(stream->frame, function.node.field(F.name).span());
      }
    }
  }
  return result;
}

void Interpreter::record_pipeline_query(const std::shared_ptr<const StreamingDataFrame>& stream, const Span& defined_at,
                                        std::string sink_format) {
  StreamingQuery query;
  query.writer.input = stream;
  query.writer.format = std::move(sink_format);
  query.writer.output_mode = OutputMode::Append;
  query.terminal = "pipeline";
  query.terminal_range = defined_at;
  query.in_pipeline_dataset = true;
  query.started_at = ++order_;
  query.id = ++next_query_id_;
  out_->queries.push_back(std::move(query));
}

// Delta's DeltaTable API (`delta.tables` in Python, `io.delta.tables` in Scala), as module paths no
// import can spell: a table (forName, forPath), its DataFrames (toDF, history, detail), and a MERGE
// being built on it. The MERGE it executes, and an update or delete of the table, inside a
// foreachBatch function is one of the batch's writes (SR407 reads the handler around it; a MERGE is
// no append for SR401, unless an update clause adds to the target's own values: merge_accumulates).
// The paths carry the table's alias (`<DeltaTable>:t`) and whether the MERGE accumulates (`+`).
namespace {
constexpr std::string_view kDeltaTable = "<DeltaTable>:";
constexpr std::string_view kDeltaMerge = "<DeltaMergeBuilder>:";

// The column = expression pairs an update clause sets (`set={"n": "t.n + s.n"}`, Scala's
// `updateExpr(Map("n" -> "t.n + s.n"))`), as SQL text; "" when none is known.
std::string update_assignments(const CallArguments& args) {
  // Python's whenMatchedUpdate(condition, set); Scala's update(set) / updateExpr(set).
  const CallArguments::Keyword* keyword = args.keyword("set");
  const ValuePtr set = keyword ? keyword->value : args.positional.empty() ? nullptr : args.positional.back().value;
  const auto* dict = set ? set->as<DictValue>() : nullptr;
  if (!dict) return "";
  std::string out;
  for (const DictEntry& e : dict->entries) {
    std::optional<std::string> expression = string_of(e.value);
    if (const auto* c = e.value->as<ColumnValue>(); c && c->kind == ColumnValue::Kind::Expression && !c->text.empty()) {
      expression = c->text;
    }
    if (!expression) continue;
    out += (out.empty() ? "" : ", ") + e.key + " = " + *expression;
  }
  return out;
}
}  // namespace

bool Interpreter::is_delta_table(const ValuePtr& value) {
  const auto* m = value->as<ModuleValue>();
  return m && m->path.starts_with(kDeltaTable);
}

ValuePtr Interpreter::delta_table_call(std::string_view path, const CallArguments& args, Node call) {
  const std::size_t dot = path.rfind('.');
  if (dot == std::string_view::npos) return nullptr;
  const std::string_view owner = path.substr(0, dot), method = path.substr(dot + 1);
  const auto write = [&](std::string_view kind, std::string mode = "") {
    if (const Frame& frame = frames_.back(); frame.batch_function_scope && !frame.row_handler) {
      out_->batch_writes.push_back(
          {std::string(kind), method_call_span(call), "", std::move(mode), {}, "", frame.foreach_batch_range});
      out_->batch_writes.back().via = handler_call_path();
    }
    return unknown_value();
  };
  const auto table = [](std::string_view alias) {
    return make_value(ModuleValue{std::string(kDeltaTable) + std::string(alias)});
  };
  if (owner.ends_with("delta.tables.DeltaTable") && (method == "forName" || method == "forPath")) return table("");
  if (owner.starts_with(kDeltaTable)) {
    const std::string_view alias = owner.substr(kDeltaTable.size());
    if (method == "alias" || method == "as") {
      // An alias SQL can name without quotes, which the path can carry whole.
      auto name = string_of(args.get(0, "alias"));
      if (name && !std::all_of(name->begin(), name->end(),
                               [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; })) {
        name.reset();
      }
      return table(name ? std::string_view(*name) : std::string_view());
    }
    if (method == "merge") return make_value(ModuleValue{std::string(kDeltaMerge) + std::string(alias)});
    if (method == "update" || method == "updateExpr" || method == "delete") return write(method);
    // The table's rows, its commit history or its details: a batch DataFrame, written like any other.
    if (method == "toDF" || method == "history" || method == "detail") {
      return make_value(BatchDataFrameValue{false, false, nullptr, false});
    }
    return unknown_value();
  }
  if (owner.starts_with(kDeltaMerge)) {
    std::string state(owner.substr(kDeltaMerge.size()));  // the alias, then `+` once an update accumulates
    const bool accumulates = state.ends_with('+');
    if (method == "execute") return write("merge", accumulates ? "accumulate" : "");
    // whenMatchedUpdate(set=...) in Python; whenMatched(...).update(...) / updateExpr(...) in Scala.
    if (!accumulates && (method == "whenMatchedUpdate" || method == "update" || method == "updateExpr")) {
      const std::string set = update_assignments(args);
      const std::string alias = state.empty() ? "__target" : state;
      if (!set.empty() && merge_accumulates("MERGE INTO __target AS " + alias +
                                            " USING __source ON true WHEN MATCHED "
                                            "THEN UPDATE SET " +
                                            set)) {
        state += '+';
      }
    }
    return make_value(ModuleValue{std::string(kDeltaMerge) + state});  // whenMatched...(), updateAll(), insertAll()...
  }
  return nullptr;
}

bool is_clock_function(std::string_view path) {
  static constexpr auto kClocks = std::to_array<std::string_view>(
      {"time.time", "time.time_ns", "time.monotonic", "time.monotonic_ns", "time.perf_counter", "datetime.datetime.now",
       "datetime.datetime.utcnow", "datetime.datetime.today", "uuid.uuid1", "uuid.uuid4", "java.lang.System.currentTimeMillis",
       "java.lang.System.nanoTime", "java.time.Instant.now", "java.time.LocalDateTime.now", "java.time.ZonedDateTime.now",
       "java.time.OffsetDateTime.now", "java.util.UUID.randomUUID"});
  return std::find(kClocks.begin(), kClocks.end(), path) != kClocks.end();
}

ValuePtr Interpreter::call_value(const ValuePtr& callee, const CallArguments& args, Node call) {
  if (const auto* f = callee->as<FunctionValue>()) return call_function(*f, args);
  // Scala's apply on a lookup (`sys.env("X")`).
  if (const auto* u = callee->as<UnknownValue>()) {
    if (ValuePtr found = known_lookup(*u, "apply", args)) return found;
  }
  const auto* module = callee->as<ModuleValue>();
  if (!module) return unknown_value();
  // A DataFrame method taken from the class (`DataFrame.unionByName`): called on its first argument.
  const std::size_t dot = module->path.rfind('.');
  const std::string_view owner = std::string_view(module->path).substr(0, dot == std::string::npos ? 0 : dot);
  if (starts_with(owner, "pyspark.sql.") && ends_with(owner, ".DataFrame") && !args.positional.empty()) {
    CallArguments rest = args;
    rest.positional.erase(rest.positional.begin());
    return call_method(args.positional[0].value, std::string_view(module->path).substr(dot + 1), rest, call);
  }
  return call_module_function(module->path, args, call);
}

ValuePtr Interpreter::call_module_function(const std::string& path, const CallArguments& args, Node call) {
  if (auto delta = delta_table_call(path, args, call)) return delta;
  // The environment: one value per variable wherever it is read (`os.environ["ROOT"]` reads the same).
  if (path == "os.getenv" || path == "os.environ.get") {
    if (ValuePtr found = lookup_value(kEnvironment, "get", args, "os.environ")) return found;
  }
  // textwrap.dedent / inspect.cleandoc over SQL text: the indentation they remove is blanks Spark's
  // parser skips, so a multi-line text stays as written (its positions map findings to the
  // literal's lines, as stripMargin's do); a single line loses its leading blanks.
  if ((path == "textwrap.dedent" || path == "inspect.cleandoc") && args.positional.size() == 1) {
    const ValuePtr& text = args.positional[0].value;
    if (const auto* s = text->as<StringValue>(); s && !s->path) {
      if (s->text.find('\n') != std::string::npos) return text;
      const std::size_t first = s->text.find_first_not_of(" \t");
      return make_value(StringValue{first == std::string::npos ? std::string() : s->text.substr(first)});
    }
    return unknown_value();
  }
  // Readings of the clock, and a conversion of one (`int(time.time())`): never a batch id.
  if (is_clock_function(path)) return clock_value();
  if (path.starts_with("builtins.") && args.positional.size() == 1 && is_clock(args.positional[0].value)) {
    return clock_value();  // int(...), round(...), str(...)
  }
  // Scala's `SQLConf.STATE_STORE_PROVIDER_CLASS.key`: the conf's key. (The lowering calls a member
  // read without parentheses: the entry is a call too, and stays the entry.)
  if (const std::size_t at = path.rfind("SQLConf."); at != std::string::npos) {
    const std::string_view entry = std::string_view(path).substr(at + std::string_view("SQLConf.").size());
    if (sql_conf_key(entry)) return make_value(ModuleValue{path});
    if (entry.ends_with(".key")) {
      if (auto key = sql_conf_key(entry.substr(0, entry.size() - 4))) return make_value(StringValue{std::string(*key)});
    }
  }
  if (path == "os.path.join" || path == "posixpath.join") {
    std::vector<std::string> parts;
    std::vector<ValuePtr> values;
    bool known = !args.has_list_splat;
    for (const auto& a : args.positional) {
      auto s = string_of(a.value);
      known = known && s;
      if (s) parts.push_back(*s);
      values.push_back(a.value);
    }
    if (known) return make_value(StringValue{join_path(parts)});
    // Over a root read at run time (`os.path.join(ROOT, "chk", name)`): one run-time value.
    ValuePtr run_time = args.has_list_splat ? nullptr : joined_run_time_path(values, call.text());
    return run_time ? run_time : unknown_value();
  }
  if (path == "builtins.str" && args.positional.size() == 1) {
    if (auto s = string_of(args.positional[0].value)) return make_value(StringValue{*s});
    if (const auto* n = args.positional[0].value->as<NumberValue>()) return make_value(StringValue{n->literal});
    // `str(Path(root) / "chk")` over a run-time root: the same run-time text.
    if (const auto* u = args.positional[0].value->as<UnknownValue>(); u && !u->run_time_text.empty()) {
      return args.positional[0].value;
    }
    return unknown_value();
  }
  // dict(k=v, ...) and dict(other, k=v, ...); an iterable of pairs is unknown.
  if (path == "builtins.dict" && args.positional.size() <= 1 && !args.has_list_splat) {
    const auto* copied = args.positional.empty() ? nullptr : args.positional[0].value->as<DictValue>();
    if (!args.positional.empty() && !copied) return unknown_value();
    DictValue dict = copied ? *copied : DictValue{};
    for (const auto& k : args.keywords) dict = dict_after_store(dict, k.name, k.value, k.name_range);
    dict.complete = dict.complete && args.dict_splats.empty();
    return make_value(std::move(dict));
  }
  // SparkConf(): a dict of the settings its setters add (dict_mutations.h). The spark.* defaults
  // it also loads are the cluster's configuration, which no rule sees anywhere.
  if ((starts_with(path, "pyspark.") || starts_with(path, "org.apache.spark.")) && ends_with(path, ".SparkConf")) {
    return make_value(DictValue{});
  }
  // SparkContext(conf=conf), Scala's `new SparkContext(conf)`, SparkContext.getOrCreate(conf): the
  // session a builder gets from that context has the conf's settings (as builder.config(conf=conf)).
  if ((starts_with(path, "pyspark.") || starts_with(path, "org.apache.spark.")) &&
      (ends_with(path, ".SparkContext") || ends_with(path, ".SparkContext.getOrCreate"))) {
    CallArguments conf;
    if (const auto* given = args.keyword("conf")) {
      conf.keywords.push_back(*given);
    } else if (args.positional.size() == 1 && args.positional[0].value->as<DictValue>()) {
      conf.keywords.push_back(
          {"conf", args.positional[0].value, args.positional[0].node.span(), args.positional[0].node});
    }
    if (!conf.keywords.empty()) record_session_conf(conf, call, false);
  }
  if (ends_with(path, "SparkSession.getActiveSession") || ends_with(path, "SparkSession.active")) {
    return make_value(SparkSessionValue{});
  }
  // zip(a, b, ...) of constant lists (or strings: their characters): their tuples, as long as the
  // shortest. A set's order is its hash seed's: unknown.
  if (path == "builtins.zip" && !args.positional.empty() && args.keywords.empty() && !args.has_list_splat) {
    std::vector<ListValue> characters;  // the strings' (kept apart: `lists` points into it)
    characters.reserve(args.positional.size());
    std::vector<const ListValue*> lists;
    for (const auto& a : args.positional) {
      const auto* l = a.value->as<ListValue>();
      if (const auto* s = a.value->as<StringValue>(); s && !s->path) {
        ListValue chars;
        for (char ch : s->text) chars.items.push_back(make_value(StringValue{std::string(1, ch)}));
        characters.push_back(std::move(chars));
        l = &characters.back();
      }
      if (!l || l->kind == ListValue::Kind::Set) return unknown_value();
      lists.push_back(l);
    }
    std::size_t n = lists.front()->items.size();
    for (const ListValue* l : lists) n = std::min(n, l->items.size());
    ListValue tuples;
    for (std::size_t i = 0; i < n; ++i) {
      ListValue t{{}, ListValue::Kind::Tuple};
      for (const ListValue* l : lists) t.items.push_back(l->items[i]);
      tuples.items.push_back(make_value(std::move(t)));
    }
    return make_value(std::move(tuples));
  }
  if (path == "builtins.enumerate" && args.positional.size() == 1) {
    if (const auto* list = args.positional[0].value->as<ListValue>()) {
      ListValue pairs;
      for (std::size_t i = 0; i < list->items.size(); ++i) {
        pairs.items.push_back(make_value(ListValue{{make_value(NumberValue{std::to_string(i)}), list->items[i]}, ListValue::Kind::Tuple}));
      }
      return make_value(std::move(pairs));
    }
    return unknown_value();
  }
  if (path == "dataclasses.replace" && !args.positional.empty()) {
    const auto* instance = args.positional[0].value->as<InstanceValue>();
    if (!instance) return unknown_value();
    CallArguments changes = args;
    changes.positional.erase(changes.positional.begin());
    return copy_instance(*instance, changes, false);
  }
  // map(f, items) over a list whose items are known: what f returns for each (lazy in Python, read
  // once by what consumes it).
  if (path == "builtins.map" && args.positional.size() == 2 && args.keywords.empty() && !args.has_list_splat) {
    const auto* list = args.positional[1].value->as<ListValue>();
    if (!list || list->items.size() > 64) return unknown_value();
    LoopGuard loop(loops_);
    ListValue mapped;
    for (const ValuePtr& item : list->items) {
      CallArguments one;
      one.positional = {{item, Node{}}};
      mapped.items.push_back(call_value(args.positional[0].value, one, call));
    }
    return make_value(std::move(mapped));
  }
  // functools.reduce(f, items[, initial]): f folded over a list whose items are known, left to
  // right (`reduce(DataFrame.unionByName, [spark.readStream.table(t) for t in tables])`).
  if (path == "functools.reduce" && (args.positional.size() == 2 || args.positional.size() == 3) &&
      args.keywords.empty() && !args.has_list_splat) {
    const auto* list = args.positional[1].value->as<ListValue>();
    const bool initial = args.positional.size() == 3;
    if (!list && initial && args.positional[1].value->unknown()) {
      return fold_unknown_items(args.positional[0].value, args.positional[2].value, call);
    }
    if (!list || (list->items.empty() && !initial) || list->items.size() > 64) return unknown_value();
    std::size_t next = 0;
    ValuePtr folded = initial ? args.positional[2].value : list->items[next++];
    for (; next < list->items.size(); ++next) {
      CallArguments pair;
      pair.positional = {{folded, Node{}}, {list->items[next], Node{}}};
      folded = call_value(args.positional[0].value, pair, call);
    }
    return folded;
  }
  if (path == "functools.partial" && !args.positional.empty()) {
    if (const auto* f = args.positional[0].value->as<FunctionValue>()) {
      FunctionValue bound = *f;
      for (std::size_t i = 1; i < args.positional.size(); ++i) bound.bound.push_back(args.positional[i].value);
      for (const auto& k : args.keywords) bound.bound_keywords.push_back({k.name, k.value, k.name_range});
      if (!args.dict_splats.empty()) return unknown_value();  // partial(f, **opts): what it binds is not read
      return make_value(std::move(bound));
    }
    return unknown_value();
  }
  // pathlib's paths, and the JVM's: Hadoop's `new Path(parent, child)`, `new File(parent, child)`,
  // `Paths.get(first, more...)` and `Path.of(...)` join their parts as os.path.join does.
  if (path == "pathlib.Path" || path == "pathlib.PurePath" || path == "pathlib.PurePosixPath" ||
      path == "org.apache.hadoop.fs.Path" || path == "java.io.File" || path == "java.nio.file.Paths.get" ||
      path == "java.nio.file.Path.of") {
    std::vector<std::string> parts;
    std::vector<ValuePtr> values;
    for (const auto& a : args.positional) {
      if (auto s = string_of(a.value)) parts.push_back(*s);
      values.push_back(a.value);
    }
    if (parts.size() == values.size()) return make_value(StringValue{join_path(parts), std::nullopt, true});
    ValuePtr run_time = joined_run_time_path(values, call.text());  // `new Path(root, "chk")`
    return run_time ? run_time : unknown_value();
  }
  if (starts_with(path, "pyspark.sql.functions.")) return column_function(std::string_view(path).substr(22), args);
  if (ValuePtr scala = scala_api_call(path, args, call)) return scala;
  // Lakeflow / DLT (streaming-facts.md §6.3): `dlt.*`, `from pyspark import pipelines as dp`.
  const std::size_t dot = path.rfind('.');
  const std::string_view module = std::string_view(path).substr(0, dot == std::string::npos ? 0 : dot);
  if (module != "dlt" && !ends_with(module, "pipelines")) return unknown_value();
  const std::string_view function = std::string_view(path).substr(dot + 1);
  if (function == "read_stream" || function == "readStream") {
    auto frame = std::make_shared<StreamingDataFrame>();
    Source source;
    source.format = "table";
    if (auto name = string_of(args.get(0, "name"))) source.table = *name;
    source.call_range = call.null() ? Span{} : method_call_span(call);
    source.in_pipeline_dataset = in_pipeline_code();
    frame->sources.push_back(std::make_shared<const Source>(std::move(source)));
    if (!call.null()) out_->sources.push_back(frame->sources.back());
    return make_value(StreamingDataFrameValue{std::move(frame)});
  }
  if (function == "read") return make_value(BatchDataFrameValue{});
  if (!call.null()) record_pipeline_call(function, args, call);
  return unknown_value();
}

ValuePtr Interpreter::scala_api_call(const std::string& path, const CallArguments& args, Node call) {
  // The Scala/Java API's spellings (RULES.md "Languages and file kinds"; Trigger and OutputMode:
  // https://spark.apache.org/docs/latest/api/scala/org/apache/spark/sql/streaming/Trigger.html).
  // $"ts" (spark.implicits' column) and the symbol 'ts, as the Scala front-end lowers them.
  if (path == "builtins.$" || ends_with(path, ".$") || path == "builtins.'" || ends_with(path, ".'")) {
    return column_function("col", args);
  }
  constexpr std::string_view kFunctions = "org.apache.spark.sql.functions.";
  if (starts_with(path, kFunctions)) return column_function(std::string_view(path).substr(kFunctions.size()), args);
  if (ends_with(path, "SparkSession.builder")) return make_value(SessionBuilderValue{});
  // Typesafe Config loaded from the application's resources (`ConfigFactory.load()`,
  // `ConfigFactory.load("jobs.conf")`, https://github.com/lightbend/config#api-example): one tree
  // wherever the same resource is loaded, in every job deployed with it, so what its getters read
  // is one value across those jobs (UnknownValue::lookup), not each binding's own.
  if (ends_with(path, "ConfigFactory.load") && args.keywords.empty() && !args.has_list_splat) {
    std::string key = "load";
    std::string written = "ConfigFactory.load(";
    for (const auto& a : args.positional) {
      const auto s = string_of(a.value);
      if (!s) return unknown_value();
      key += '\0' + *s;
      written += (written.back() == '(' ? "\"" : ", \"") + *s + "\"";
    }
    UnknownValue config{fnv_mix(kTypesafeConfig, std::string_view(key)) | 1, written + ")"};
    config.lookup = true;
    return make_value(std::move(config));
  }
  // SaveMode.Append (org.apache.spark.sql.SaveMode): the mode's name, as mode("append") writes it.
  if (starts_with(path, "org.apache.spark.sql.SaveMode.")) return make_value(StringValue{to_lower(path.substr(30))});
  constexpr std::string_view kStreaming = "org.apache.spark.sql.streaming.";
  if (!starts_with(path, kStreaming)) return nullptr;
  const std::string_view name = std::string_view(path).substr(kStreaming.size());
  static constexpr std::array<std::pair<std::string_view, TriggerKind>, 6> kTriggers = {{
      {"Trigger.Once", TriggerKind::Once},
      {"Trigger.AvailableNow", TriggerKind::AvailableNow},
      {"Trigger.ProcessingTime", TriggerKind::ProcessingTime},
      {"ProcessingTime", TriggerKind::ProcessingTime},  // the deprecated class, imported bare
      {"Trigger.Continuous", TriggerKind::Continuous},
      {"Trigger.RealTime", TriggerKind::RealTime},
  }};
  for (const auto& [spelling, kind] : kTriggers) {
    if (name != spelling) continue;
    return make_value(TriggerValue{kind, args.positional.empty() ? unknown_value() : args.positional[0].value,
                                   call ? call.span() : Span{}});
  }
  static constexpr std::array<std::pair<std::string_view, std::string_view>, 3> kModes = {{
      {"OutputMode.Append", "append"}, {"OutputMode.Complete", "complete"}, {"OutputMode.Update", "update"}}};
  for (const auto& [spelling, mode] : kModes) {
    if (name == spelling) return make_value(StringValue{std::string(mode)});
  }
  if (starts_with(name, "GroupStateTimeout.")) return make_value(StringValue{std::string(name.substr(18))});
  return nullptr;
}

namespace {

// pyspark.sql.functions that compute a date or time from a time column: the position of that
// column among their arguments (https://spark.apache.org/docs/latest/api/python/reference/pyspark.sql/functions.html,
// "Date and Timestamp Functions").
std::optional<std::size_t> time_function_column(std::string_view name) {
  static constexpr std::array<std::string_view, 19> kFirst = {
      "to_date", "to_timestamp", "date_format", "trunc", "hour", "minute", "second", "dayofmonth", "dayofweek",
      "dayofyear", "weekofyear", "month", "quarter", "year", "date_add", "date_sub", "from_utc_timestamp",
      "to_utc_timestamp", "unix_timestamp"};
  if (name == "date_trunc") return 1;  // date_trunc(format, timestamp)
  if (std::find(kFirst.begin(), kFirst.end(), name) != kFirst.end()) return 0;
  return std::nullopt;
}

}  // namespace

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
    return expression_value(args.get(0, "str"), args.range(0, "str"), false);
  } else if (const auto at = time_function_column(name)) {
    // to_date(ts), date_trunc("hour", ts), hour(ts)...: a new column computed from the time column
    // (not the column: Spark's watermark stays on `ts`, not on what is computed from it).
    const ValuePtr column = *at < args.positional.size() ? args.positional[*at].value : nullptr;
    if (auto n = column ? column_name(column) : std::nullopt) {
      return make_value(ColumnValue{Kind::Expression, "", {*n}, std::string(name) + "(" + *n + ")"});
    }
  } else if (one_of(name, std::to_array<std::string_view>({"row_number", "rank", "dense_rank", "percent_rank", "ntile",
                                                           "cume_dist", "lag", "lead", "nth_value"}))) {
    return make_value(ColumnValue{Kind::Expression, "", {}, ""});  // a ranking or analytic function, for .over(...)
  } else if (is_aggregate_function(name)) {
    // count("*"), sum(col("x")), ...: in select() without groupBy, a global aggregation.
    ColumnValue aggregate{Kind::Expression, "", {}, ""};
    aggregate.aggregate = true;
    aggregate.distinct_aggregate = is_distinct_aggregate_function(name);
    for (const auto& p : args.positional) {
      if (auto n = column_name(p.value)) aggregate.columns.push_back(*n);
    }
    return make_value(std::move(aggregate));
  } else if (one_of(name, std::to_array<std::string_view>({"to_json", "to_csv", "to_avro", "to_protobuf", "struct",
                                                           "named_struct", "concat", "concat_ws", "format_string",
                                                           "upper", "lower", "encode", "base64", "hex", "sha2"}))) {
    // A new column computed from its arguments, which an alias names; without one Spark names it
    // after its text (`to_json(struct(*))`), never one of its input columns.
    ColumnValue computed{Kind::Expression, "", {}, std::string(name) + "(...)"};
    for (const auto& p : args.positional) {
      if (auto n = column_name(p.value)) computed.columns.push_back(*n);
    }
    return make_value(std::move(computed));
  }
  return unknown_value();
}

void Interpreter::run_batch_handler(const ValuePtr& given, Node call, bool foreach_batch) {
  // A callable instance runs its __call__ (bound, as for any method); a ForeachWriter object given
  // to foreach runs its open(partition_id, epoch_id), process(row) and close(error) on the
  // executors, each a handler (what they capture goes with the object: SR403; streaming-facts.md
  // §4.4, the object is serialised).
  // (The Scala front-end lowers a ForeachWriter to the tuple of those methods.)
  if (const auto* methods = given->as<ListValue>();
      methods && !foreach_batch && methods->kind == ListValue::Kind::Tuple) {
    for (const ValuePtr& method : methods->items) run_handler(method, call, false);
    return;
  }
  if (given->as<InstanceValue>()) {
    const ValuePtr call_method = attribute_of(given, "__call__");
    if (foreach_batch || call_method->as<FunctionValue>()) return run_handler(call_method, call, foreach_batch);
    for (std::string_view method : {"open", "process", "close"}) run_handler(attribute_of(given, method), call, false);
    return;
  }
  run_handler(given, call, foreach_batch);
}

void Interpreter::run_handler(const ValuePtr& handler, Node call, bool foreach_batch) {
  const auto& F = py::field();
  const auto* function = handler->as<FunctionValue>();
  if (!function) return;
  // Parameter names, skipping those functools.partial already bound.
  std::vector<std::string> names;
  function->node.field(F.parameters).for_each_named_child([&](Node p) {
    const Node name = parameter_name(p);
    if (name.is(py::sym().identifier)) names.emplace_back(name.text());
  });
  const std::size_t first = function->bound.size();
  auto name_at = [&](std::size_t i) { return first + i < names.size() ? names[first + i] : std::string(); };
  CallArguments args;
  if (foreach_batch) {
    args.positional.push_back({make_value(BatchDataFrameValue{true}), Node{}});
    args.positional.push_back({make_value(BatchIdValue{}), Node{}});
  } else {
    args.positional.push_back({unknown_value(), Node{}});
  }
  pending_handler_ = PendingHandler{foreach_batch ? name_at(0) : "", foreach_batch ? name_at(1) : "",
                                    method_call_span(call), !foreach_batch};
  call_function(*function, args);
  pending_handler_.reset();
}

std::vector<Node> function_definitions(Node root) {
  // Function definitions live only in statement bodies, so the walk descends through compound
  // statements and never into expressions (most of the tree). The walk is pre-order, so outer
  // functions come before the functions nested in them.
  const auto& S = py::sym();
  std::vector<Node> definitions;
  std::vector<Node> pending{root};
  while (!pending.empty()) {
    const Node node = pending.back();
    pending.pop_back();
    const TSSymbol type = node.symbol();
    if (type == S.function_definition) definitions.push_back(node);
    // A function value a statement binds (`to_delta = lambda df: ...`, Scala's `val writer: DataFrame
    // => StreamingQuery = { df => ... }`) is a function as a def is: unreached, it runs on its own.
    if (type == S.expression_statement) {
      const Node assignment = node.named_child(0);
      const Node value = assignment.is(S.assignment) ? assignment.field(py::field().right) : Node{};
      if (value.is(S.lambda) || value.is(S.function_definition)) definitions.push_back(value);
    }
    if (type == S.expression_statement || type == S.return_statement || type == S.import_statement ||
        type == S.import_from_statement || type == S.identifier || type == S.decorator) {
      continue;
    }
    // Children pushed in reverse keep the pre-order.
    std::vector<Node> children;
    node.for_each_named_child([&](Node child) { children.push_back(child); });
    pending.insert(pending.end(), children.rbegin(), children.rend());
  }
  return definitions;
}

void Interpreter::pass_back_changes(std::size_t mark, ScopePtr scope) {
  const auto& S = py::sym();
  for (std::size_t i = mark; i < passed_back_.size(); ++i) {
    const PassedBack& change = passed_back_[i];
    if (!change.argument.is(S.identifier)) continue;  // `add(self.opts)`: attributes are not followed
    const std::string_view name = change.argument.name();
    ScopePtr binder = changeable_binder(scope, name);
    if (binder && binder->lookup(name) == change.passed) change_in_place(binder, name, change.after);
  }
  passed_back_.resize(mark);
  if (call_stack_.empty()) in_place_log_.clear();
}

}  // namespace streamlint::analysis
