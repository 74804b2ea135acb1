#include "analysis/baseline/query_baseline.h"

#include <algorithm>
#include <cctype>

#include "analysis/query_model/value.h"
#include "analysis/text_util.h"

namespace streamlint::analysis {
namespace {

// Names called inside `text` (an identifier right before `(`), in order: `.agg(F.max("x"),
// count(...))` gives agg, max, count. Strings count too: expr("sum(x)") names sum.
std::vector<std::string> called_names(std::string_view text) {
  std::vector<std::string> names;
  for (std::size_t i = 0; i < text.size();) {
    if (!std::isalpha(static_cast<unsigned char>(text[i])) && text[i] != '_') {
      ++i;
      continue;
    }
    const std::size_t start = i;
    while (i < text.size() && (std::isalnum(static_cast<unsigned char>(text[i])) || text[i] == '_')) ++i;
    std::size_t j = i;
    while (j < text.size() && text[j] == ' ') ++j;
    if (j < text.size() && text[j] == '(') names.push_back(to_lower(text.substr(start, i - start)));
  }
  return names;
}

// Calls that name or wrap a column rather than aggregate it (`as` and `typedLit`: Scala's).
bool column_helper(std::string_view name) {
  static constexpr std::string_view kHelpers[] = {"alias", "name", "as", "col", "column", "lit", "typedlit", "expr",
                                                  "cast", "astype", "when", "otherwise", "coalesce", "agg"};
  return std::find(std::begin(kHelpers), std::end(kHelpers), name) != std::end(kHelpers);
}

std::string sink_format(const StreamingQuery& q) {
  if (q.writer.foreach_batch_range) return "foreachBatch";
  if (q.writer.uses_foreach) return "foreach";
  if (!q.writer.format_known) return "unknown";
  if (!q.writer.format.empty()) return q.writer.format;
  return q.terminal == "toTable" ? "table" : "delta";  // Delta is the default format on Databricks
}

bool file_sink(std::string_view format) {
  return format == "parquet" || format == "json" || format == "csv" || format == "orc" || format == "text" ||
         format == "delta";
}

}  // namespace

const std::vector<std::string_view>& restart_pinned_confs() {
  static const std::vector<std::string_view> keys = {"spark.sql.shuffle.partitions",
                                                     "spark.sql.streaming.stateStore.providerClass",
                                                     "spark.sql.streaming.multipleWatermarkPolicy"};
  return keys;
}

std::string describe_operator(const StatefulOperator& op, std::string_view source) {
  // Keys in the order written, windows marked: reordering or turning a column into a window
  // changes the state key's schema.
  const std::vector<std::string>& keys = op.key_shape;
  std::string out = std::string(to_string(op.kind)) + "(";
  for (std::size_t i = 0; i < keys.size(); ++i) out += (i ? ", " : "") + keys[i];
  out += op.subset_all ? "*" : "";
  out += ")";
  if (!op.join_type.empty()) out += " " + op.join_type;
  if (op.kind == StatefulKind::Aggregation && op.operation) {
    // The aggregate buffer is part of the state: its functions, in order.
    std::vector<std::string> aggregates;
    const std::string_view call = op.operation->range.text(source);
    if (op.operation->method != "agg") aggregates.push_back(op.operation->method);
    // SQL's aggregation is located at its GROUP BY keywords: its functions are in the select list,
    // which the operation's arguments hold (sql_frames.cpp).
    const bool sql = call.find('(') == std::string_view::npos;
    std::vector<std::string> names = sql ? std::vector<std::string>{} : called_names(call);
    for (const ValuePtr& argument : sql ? op.operation->arguments : std::vector<ValuePtr>{}) {
      const auto* column = argument->as<ColumnValue>();
      if (!column || !column->aggregate) continue;
      for (std::string& name : called_names(column->text)) names.push_back(std::move(name));
    }
    for (const std::string& name : names) {
      if (!column_helper(name) && name != op.operation->method) aggregates.push_back(name);
    }
    // agg({"latency_ms": "avg"}): the dict form names column and function.
    for (const ValuePtr& argument : op.operation->arguments) {
      if (const auto* dict = argument->as<DictValue>()) {
        for (const DictEntry& e : dict->entries) {
          auto function = string_of(e.value);
          aggregates.push_back((function ? to_lower(*function) : std::string("?")) + "(" + e.key + ")");
        }
      }
    }
    out += " [";
    for (std::size_t i = 0; i < aggregates.size(); ++i) out += (i ? ", " : "") + aggregates[i];
    out += "]";
  }
  return out;
}

std::vector<std::pair<QueryBaseline, QueryBaselineSites>> baselines_of(const ModuleModel& model,
                                                                        const ProjectFacts& project,
                                                                        std::string_view source, const std::string& file) {
  std::vector<std::pair<QueryBaseline, QueryBaselineSites>> out;
  for (const StreamingQuery& q : model.queries) {
    const auto location = q.checkpoint_location();
    if (!location || q.in_pipeline_dataset || q.path_alternative) continue;
    // A helper no statement here calls, run on its own with unknown arguments, writing a stream it
    // was given: its callers (other modules) record the query's real shape; this one has none.
    if (q.stand_in && (!q.writer.input || q.writer.input->origin_unknown)) continue;
    // A helper run twice from one site for one checkpoint is one query; run for two checkpoints
    // (`to_silver(orders, "orders")`, `to_silver(returns, "returns")`), two.
    const bool seen = std::any_of(out.begin(), out.end(), [&](const auto& b) {
      return b.second.terminal == q.terminal_range && b.first.checkpoint == *location;
    });
    if (seen) continue;
    QueryBaseline b;
    QueryBaselineSites sites;
    b.checkpoint = *location;
    b.file = file;
    sites.terminal = q.terminal_range;
    if (q.writer.input) {
      for (const StatefulOperator& op : analyse_shape(*q.writer.input).operators) {
        if (op.joined_side) continue;  // the shape as locks have recorded it: this chain's operators
        // distinct() keys on every column, which the model may not know: it is recorded as
        // aggregation(*) [distinct], so adding or removing it is a change (its columns are not).
        const bool distinct = op.operation && op.operation->method == "distinct";
        b.operators_known = b.operators_known && (op.keys_known || distinct);
        b.stateful_operators.push_back(describe_operator(op, source));
        sites.stateful_operators.push_back(op.range);
      }
      for (const auto& s : q.writer.input->sources) b.sources.push_back(s->format.empty() ? "unknown" : s->format);
    } else {
      b.operators_known = false;
      b.sources.push_back("unknown");
    }
    b.sink = sink_format(q);
    if (file_sink(b.sink)) {
      if (const OptionSetting* path = q.writer.options.find("path")) {
        if (auto p = string_of(path->value)) b.sink_path = *p;
      }
    }
    // Session confs in the file win over the project's (the code sets them on the session). They
    // pin the state's layout, so only stateful queries record them.
    for (std::string_view key : b.stateful_operators.empty() ? std::vector<std::string_view>{} : restart_pinned_confs()) {
      for (const auto& [k, v] : project.spark_conf) {
        if (iequals(k, key)) b.pinned_confs[std::string(key)] = v;
      }
      if (const SessionConf* c = model.find_session_conf(key)) {
        if (const auto* s = c->value->as<StringValue>()) {
          b.pinned_confs[std::string(key)] = s->text;
          sites.pinned_confs[std::string(key)] = c->key_range;
        } else if (const auto* n = c->value->as<NumberValue>()) {
          b.pinned_confs[std::string(key)] = n->literal;
          sites.pinned_confs[std::string(key)] = c->key_range;
        }
      }
    }
    out.push_back({std::move(b), std::move(sites)});
  }
  return out;
}

}  // namespace streamlint::analysis
