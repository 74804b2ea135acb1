// Lakeflow Spark Declarative Pipelines' Python API (streaming-facts.md §6.3;
// https://docs.databricks.com/aws/en/ldp/developer/python-ref): the dataset decorators, and the
// calls that define streaming tables and AUTO CDC flows.
#include <array>
#include <string_view>

#include "analysis/query_model/interpreter.h"
#include "analysis/sql/pipeline_sql.h"
#include "analysis/syntax/python_grammar.h"
#include "analysis/text_util.h"

namespace streamlint::analysis {
namespace {

// The SCD type a `stored_as_scd_type` value gives: 1 (also when absent, the default) or 2.
std::optional<int> scd_type(const CallArguments& args) {
  if (!args.keyword("stored_as_scd_type")) return 1;
  const ValuePtr value = args.get(99, "stored_as_scd_type");
  std::string text;
  if (const auto* n = value->as<NumberValue>()) text = n->literal;
  if (auto s = string_of(value)) text = *s;
  if (text == "1" || text == "2") return text[0] - '0';
  return std::nullopt;
}

}  // namespace

void Interpreter::record_pipeline_call(std::string_view function, const CallArguments& args, Node call) {
  // A sink for append flows (`dp.create_sink(name, format, options)`): its format, by name, in the
  // module scope (as temp views are), where an append_flow into it finds it.
  if (function == "create_sink") {
    auto name = string_of(args.get(0, "name"));
    auto format = string_of(args.get(1, "format"));
    if (name && format) module_scope_->bind(std::string(kSinkPrefix) + pipeline_name(*name), make_value(StringValue{to_lower(*format)}));
    return;
  }
  // A streaming table declared for flows to write (`create_streaming_table`, and the legacy
  // `create_streaming_live_table` / `create_target_table`).
  if (one_of(function, std::to_array<std::string_view>(
                           {"create_streaming_table", "create_streaming_live_table", "create_target_table"}))) {
    if (auto name = string_of(args.get(0, "name"))) {
      out_->pipeline_datasets.push_back(
          {pipeline_name(*name), PipelineDataset::Kind::StreamingTable, std::nullopt, call.span()});
    }
    return;
  }
  // AUTO CDC flows (`apply_changes` is the legacy name of `create_auto_cdc_flow`).
  const bool snapshot = function == "create_auto_cdc_from_snapshot_flow" || function == "apply_changes_from_snapshot";
  if (snapshot || function == "create_auto_cdc_flow" || function == "apply_changes") {
    AutoCdcFlow flow;
    if (auto target = string_of(args.get(0, "target"))) flow.target = pipeline_name(*target);
    if (auto source = string_of(args.get(1, "source"))) {
      flow.source = pipeline_name(*source);
      flow.source_range = args.range(1, "source");
    }
    flow.scd_type = scd_type(args);
    flow.from_snapshot = snapshot;
    flow.range = call.span();  // the whole call: `dp.create_auto_cdc_flow(...)`
    if (const auto* once = args.get(99, "once")->as<BoolValue>()) flow.once = once->value;
    out_->auto_cdc_flows.push_back(std::move(flow));
  }
}

void Interpreter::record_pipeline_dataset(const FunctionValue& function, const ValuePtr& result) {
  if (!function.dataset) return;
  PipelineDataset dataset = *function.dataset;
  // A DataFrame of unknown origin (a library's) may be either.
  if (const auto* stream = result->as<StreamingDataFrameValue>(); stream && !stream->frame->origin_unknown) {
    dataset.streaming = true;
  } else if (result->as<BatchDataFrameValue>()) {
    dataset.streaming = false;
  }
  out_->pipeline_datasets.push_back(std::move(dataset));
}

void Interpreter::note_dlthub(const ModuleValue& module, std::string_view name, const Span& at) {
  // dltHub's API (`dlt.pipeline(...)`, `@dlt.resource`), which Databricks' dlt module does not have.
  static constexpr auto kDltHub = std::to_array<std::string_view>(
      {"pipeline", "source", "resource", "transformer", "destinations", "sources", "attach", "run"});
  if (module.path == "dlt" && out_ && one_of(name, kDltHub)) out_->session_confs.push_back({std::string(kDltHubUse), unknown_value(), at});
}

// `@dp.table(spark_conf={...})`: the Spark confs the dataset's flow runs with (streaming-facts.md
// §6, "`@dp.table(spark_conf=...)`"), each set where its key is written, as `spark.conf.set` sets
// it. They are not removed on their own (no statement holds only them).
void Interpreter::record_dataset_confs(Node call, ScopePtr scope) {
  const auto& S = py::sym();
  const auto& F = py::field();
  if (!call.is(S.call) || !out_) return;
  call.field(F.arguments).for_each_named_child([&](Node a) {
    if (!a.is(S.keyword_argument) || a.field(F.name).text() != "spark_conf") return;
    const ValuePtr confs = eval(a.field(F.value), scope);  // held: `as` points into it
    const auto* dict = confs->as<DictValue>();
    if (!dict) return;
    for (const DictEntry& entry : dict->entries) {
      SessionConf conf{entry.key, entry.value, entry.key_range};
      if (const auto* v = entry.value->as<StringValue>(); v && v->written_at) {
        conf.value_range = *v->written_at;
        conf.value_is_literal = true;
      }
      keep_session_conf(std::move(conf));
    }
  });
}

void Interpreter::mark_pipeline_dataset(FunctionValue& function, Node decorated, ScopePtr scope) {
  const auto& S = py::sym();
  const auto& F = py::field();
  decorated.for_each_named_child([&](Node decorator) {
    if (!decorator.is(S.decorator)) return;
    Node expression = decorator.named_child(0);
    if (expression.is(S.call)) expression = expression.field(F.function);
    // Dataset decorators of Lakeflow Declarative Pipelines (streaming-facts.md §6.3); a table or
    // an append flow writes the stream its function returns. `@dp.table`, or a name imported from
    // the module (`from pyspark.pipelines import table`, `from dlt import *`); `create_table` and
    // `create_view` are DLT's older names of `table` and `view`. The name first: evaluating the
    // object of every decorator (`functools.lru_cache`) would load modules for nothing.
    static constexpr auto kDecorators = std::to_array<std::string_view>(
        {"table", "view", "materialized_view", "append_flow", "temporary_view", "streaming_table", "create_table",
         "create_view", "foreach_batch_sink"});
    std::string_view name;
    std::string module_path;
    if (expression.is(S.attribute)) {
      name = expression.field(F.attribute).text();
      const bool dlthub = name == "resource" || name == "source" || name == "transformer";
      if (!one_of(name, kDecorators) && !dlthub) return;
      const ValuePtr object = eval(expression.field(F.object), scope);
      const auto* module = object->as<ModuleValue>();
      if (!module) return;
      if (dlthub) return note_dlthub(*module, name, decorator.span());
      module_path = module->path;
    } else if (expression.is(S.identifier)) {
      const ValuePtr imported = eval(expression, scope);
      const auto* module = imported->as<ModuleValue>();
      const std::size_t dot = module ? module->path.rfind('.') : std::string::npos;
      if (dot == std::string::npos) return;
      module_path = module->path.substr(0, dot);
      name = one_of(std::string_view(module->path).substr(dot + 1), kDecorators)
                 ? *std::find(kDecorators.begin(), kDecorators.end(), std::string_view(module->path).substr(dot + 1))
                 : std::string_view();
      if (name.empty()) return;
    } else {
      return;
    }
    if (!(module_path == "dlt" || ends_with(module_path, "pipelines"))) return;
    if (name == "foreach_batch_sink") {  // a sink's handler, not a dataset (SR701 exempts it)
      function.batch_sink = decorator.named_child(0);
      return;
    }
    if (name == "create_table") name = "table";
    if (name == "create_view") name = "view";
    function.pipeline_dataset = true;
    record_dataset_confs(decorator.named_child(0), scope);
    // append_flow(..., once=True): a one-time flow, whose function returns a batch DataFrame.
    bool once = false;
    if (const Node call = decorator.named_child(0); name == "append_flow" && call.is(S.call)) {
      call.field(F.arguments).for_each_named_child([&](Node a) {
        if (!a.is(S.keyword_argument) || a.field(F.name).text() != "once") return;
        const ValuePtr value = eval(a.field(F.value), scope);  // held: `as` points into it
        const auto* flag = value->as<BoolValue>();
        once = flag && flag->value;
      });
    }
    if (once) function.once_flow = decorator.span();
    if (name == "append_flow" && !once) function.append_flow = decorator.span();
    if (const Node call = decorator.named_child(0); name == "append_flow" && call.is(S.call)) {
      // append_flow(target, name=None, ...): the first positional argument, or `target=`.
      bool first = true;
      call.field(F.arguments).for_each_named_child([&](Node a) {
        const bool keyword = a.is(S.keyword_argument);
        if (keyword ? a.field(F.name).text() != "target" : !first) return;
        first = false;
        if (auto target = string_of(eval(keyword ? a.field(F.value) : a, scope))) function.flow_target = pipeline_name(*target);
      });
    }
    // The dataset a decorator other than append_flow defines: named by `name=`, else the function.
    static constexpr auto kKinds = std::to_array<std::pair<std::string_view, PipelineDataset::Kind>>({
        {"table", PipelineDataset::Kind::Table},
        {"materialized_view", PipelineDataset::Kind::MaterializedView},
        {"streaming_table", PipelineDataset::Kind::StreamingTable},
        {"view", PipelineDataset::Kind::View},
        {"temporary_view", PipelineDataset::Kind::View},
    });
    for (const auto& [spelling, kind] : kKinds) {
      if (name != spelling) continue;
      std::string dataset(function.node.field(F.name).name());
      if (const Node call = decorator.named_child(0); call.is(S.call)) {
        call.field(F.arguments).for_each_named_child([&](Node a) {
          if (!a.is(S.keyword_argument) || a.field(F.name).text() != "name") return;
          if (auto given = string_of(eval(a.field(F.value), scope))) dataset = *given;
        });
      }
      function.dataset = PipelineDataset{pipeline_name(dataset), kind, std::nullopt, decorator.span()};
    }
    // A view's stream is no table, but the flows reading it run its operators and keep their
    // state (RULES.md "watermark/join/state rules still apply" in a dataset function).
    function.streaming_dataset = function.streaming_dataset || name == "table" || (name == "append_flow" && !once) ||
                                 name == "streaming_table" || name == "view" || name == "temporary_view";
  });
}

}  // namespace streamlint::analysis
