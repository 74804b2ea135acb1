// SR404 invalid-output-mode (RULES.md sink; streaming-facts.md §4.2).
#include <algorithm>
#include <set>

#include "analysis/query_model/stateful.h"
#include "analysis/query_model/value.h"
#include "analysis/rules/doc_links.h"
#include "analysis/rules/query_facts.h"
#include "analysis/rules/rule.h"
#include "analysis/spark_facts.h"
#include "analysis/text_util.h"

namespace streamlint::analysis {

namespace {

void report_action(RuleContext& ctx, const StreamingAction& a) {
  if (a.method == "write" || a.method == "writeTo") {
    ctx.report("SR404", Severity::Error, a.range,
               "df." + a.method + " (a batch writer) on a streaming DataFrame fails with \"'" + a.method +
                   "' can not be called on streaming Dataset/DataFrame\": write it with writeStream, or with "
                   "foreachBatch per micro-batch.");
    return;
  }
  if (a.method == "MERGE" || a.method == "INSERT") {  // spark.sql text (Interpreter::record_dml_over_stream)
    ctx.report("SR404", Severity::Error, a.range,
               "This " + a.method +
                   " is a batch statement reading a streaming DataFrame (a temp view of a stream): "
                   "Spark fails with \"Queries with streaming sources must be executed with writeStream.start()\". Run "
                   "it per micro-batch in foreachBatch, over the batch's own view.");
    return;
  }
  ctx.report("SR404", Severity::Error, a.range,
             a.method + "() is not supported on a streaming DataFrame: Spark fails with \"Queries with streaming "
                        "sources must be executed with writeStream.start()\" or an unsupported-operation error.");
}

// Actions on a value of unknown origin are a stream's once a query writes that value, maybe in
// another statement: compared across the module (Rule::check_across).
void check_sr404_actions_on_written_values(RuleContext& ctx) {
  for (const StreamingAction& a : ctx.model.streaming_actions) {
    if (a.unknown_origin == 0) continue;
    const bool written = std::any_of(ctx.model.queries.begin(), ctx.model.queries.end(), [&](const StreamingQuery& q) {
      return q.writer.input && q.writer.input->origin_binding == a.unknown_origin;
    });
    if (written) report_action(ctx, a);
  }
}

// Whether one of the operation's column arguments (or a list of them) is a distinct aggregate.
bool takes_distinct_aggregate(const Operation& op) {
  const auto distinct = [](const ValuePtr& v) {
    if (!v) return false;
    if (const auto* c = v->as<ColumnValue>()) return c->distinct_aggregate;
    if (const auto* l = v->as<ListValue>()) {
      return std::any_of(l->items.begin(), l->items.end(), [](const ValuePtr& item) {
        const auto* c = item ? item->as<ColumnValue>() : nullptr;
        return c && c->distinct_aggregate;
      });
    }
    return false;
  };
  return std::any_of(op.arguments.begin(), op.arguments.end(), distinct) ||
         std::any_of(op.keywords.begin(), op.keywords.end(), [&](const auto& k) { return distinct(k.second); });
}

// The operations of `frame` Spark's UnsupportedOperationChecker rejects in `q`, written in `mode`, and
// those of the streams joined or unioned into it (`a.union(b.agg(countDistinct(...)))`: b's run in the
// same query). `shape` is frame's (analyse_shape). Each input once (`seen`): `x = x.union(x)`
// repeated makes a frame reachable along exponentially many paths.
void check_operations(RuleContext& ctx, const StreamingQuery& q, const StreamingDataFrame& frame,
                      const QueryShape& shape, OutputMode mode, std::set<const StreamingDataFrame*>& seen) {
  // Sorting is only allowed after an aggregation in complete mode, or in a pipeline after one it
  // recomputes whole on every update (no watermark: RULES.md "Clarifications", SR204).
  bool aggregated = false;
  bool recomputed = false;
  const auto ops = frame.operations.in_order();
  for (std::size_t i = 0; i < ops.size(); ++i) {
    const Operation& op = ops[i];
    for (const StatefulOperator& o : shape.operators) {
      if (o.kind != StatefulKind::Aggregation || o.index != i) continue;
      aggregated = true;
      recomputed = recomputed || (q.in_pipeline_dataset && o.upstream_watermarks.empty());
    }
    // limit() runs in append and complete mode; Spark's UnsupportedOperationChecker rejects it in
    // update mode only ("Limits are not supported on streaming DataFrames/Datasets in Update output
    // mode"; streaming-facts.md §4.2).
    if (op.method == "limit" && mode == OutputMode::Update) {
      ctx.report("SR404", Severity::Error, op.range,
                 "limit() is not supported on a streaming DataFrame in update output mode (append and complete "
                 "mode run it).");
    }
    if (op.method == "over") {
      ctx.report("SR404", Severity::Error, op.range,
                 "A non-time window function (OVER) is not supported on a streaming DataFrame "
                 "(NON_TIME_WINDOW_NOT_SUPPORTED_IN_STREAMING). Use a time window (window(...)) in an "
                 "aggregation, or compute it per micro-batch in foreachBatch.");
    }
    // mapGroupsWithState runs in update mode only (streaming-facts.md §4.2); the default is append.
    if (op.method == "mapGroupsWithState" && mode != OutputMode::Update && mode != OutputMode::Unknown) {
      const std::string written = mode == OutputMode::Complete ? "Complete" : "Append";
      ctx.report("SR404", Severity::Error, q.writer.output_mode_range.value_or(op.range),
                 "mapGroupsWithState only runs in update output mode: Spark fails with \"mapGroupsWithState is "
                 "not supported with " +
                     written +
                     " output mode on a streaming DataFrame/Dataset\". Write with "
                     "outputMode(\"update\"), or use flatMapGroupsWithState for append.");
    }
    // Spark's UnsupportedOperationChecker rejects a distinct aggregate on a stream
    // (streaming-facts.md §2.3): `agg(countDistinct(...))`, `selectExpr("count(DISTINCT u)")`.
    if (takes_distinct_aggregate(op)) {
      ctx.report("SR404", Severity::Error, op.range,
                 "A distinct aggregate (count_distinct, COUNT(DISTINCT ...)) is not supported on a streaming "
                 "DataFrame: Spark fails with \"Distinct aggregations are not supported on streaming "
                 "DataFrames/Datasets\". Use approx_count_distinct(), or dropDuplicates on the key before "
                 "a count.");
    }
    // Spark's UnsupportedOperationChecker: sampling a stream, intersecting two streams, and an
    // except (subtract) with a stream on the right.
    if (op.method == "sample") {
      const bool sql = iequals(ctx.text(op.range), "tablesample");
      ctx.report("SR404", Severity::Error, op.range,
                 std::string(sql ? "TABLESAMPLE is not supported on a stream"
                                 : "sample() is not supported on a streaming DataFrame") +
                     ": Spark rejects sampling a stream at start. Sample per micro-batch in foreachBatch.");
    }
    if (op.other && (op.method == "intersect" || op.method == "intersectAll")) {
      ctx.report("SR404", Severity::Error, op.range,
                 op.method + "() of two streaming DataFrames is not supported: Spark rejects the query at start.");
    }
    if ((op.other || op.static_on_left) &&
        (op.method == "subtract" || op.method == "exceptAll" || op.method == "except")) {
      ctx.report("SR404", Severity::Error, op.range,
                 op.method +
                     "() with a streaming DataFrame on the right is not supported: Spark rejects the "
                     "query at start.");
    }
    // sortWithinPartitions plans a Sort too (local), which the checker rejects alike.
    if ((op.method == "orderBy" || op.method == "sort" || op.method == "sortWithinPartitions") &&
        !(aggregated && mode == OutputMode::Complete) && !recomputed) {
      ctx.report("SR404", Severity::Error, op.range,
                 "Sorting is not supported on streaming DataFrames, unless it is on an aggregated DataFrame in "
                 "complete output mode.");
    }
  }
  for (const Operation& op : ops) {
    if (op.other && seen.insert(op.other.get()).second)
      check_operations(ctx, q, *op.other, analyse_shape(*op.other), mode, seen);
  }
}

}  // namespace

void check_sr404_invalid_output_mode(RuleContext& ctx) {
  for (const StreamingAction& a : ctx.model.streaming_actions) {
    if (a.unknown_origin == 0) report_action(ctx, a);
  }
  for (const StreamingQuery& q : ctx.model.queries) {
    if (!q.writer.input) continue;
    const QueryShape shape = analyse_shape(*q.writer.input);
    const OutputMode mode = effective_output_mode(q.writer);
    const bool aggregates = std::any_of(shape.operators.begin(), shape.operators.end(),
                                        [](const StatefulOperator& o) { return o.kind == StatefulKind::Aggregation; });
    const bool joins = std::any_of(shape.operators.begin(), shape.operators.end(),
                                   [](const StatefulOperator& o) { return o.kind == StatefulKind::StreamStreamJoin; });
    const Span at = q.writer.output_mode_range.value_or(q.terminal_range);
    // With an unknown origin the aggregation may be upstream, out of sight.
    if (q.writer.output_mode == OutputMode::Complete && !aggregates && !shape.maybe_aggregates && !origin_unknown(q)) {
      ctx.report("SR404", Severity::Error, at,
                 "Complete output mode needs a streaming aggregation: Spark fails with \"Complete output mode not "
                 "supported when there are no streaming aggregations\".");
    } else if (joins && (mode == OutputMode::Update || mode == OutputMode::Complete)) {
      ctx.report("SR404", Severity::Error, at,
                 "Stream-stream joins only support append output mode.");
    } else if (q.writer.output_mode && !q.writer.foreach_batch_range && !q.writer.uses_foreach && q.writer.format_known) {
      // Sinks that reject the mode at start: Delta in update mode (DELTA_UNSUPPORTED_OUTPUT_MODE;
      // toTable writes Delta on Databricks), file sinks in anything but append.
      const std::string& f = q.writer.format;
      const bool delta = is_delta_sink(f, q.terminal);
      const bool file = is_file_format(f);
      if (delta && mode == OutputMode::Update) {
        ctx.report("SR404", Severity::Error, at,
                   "A Delta table sink does not support update output mode: the query fails at start "
                   "(DELTA_UNSUPPORTED_OUTPUT_MODE). Write with foreachBatch and MERGE for upserts, or use "
                   "append (with a watermark) or complete mode.");
      } else if (file && mode != OutputMode::Append && mode != OutputMode::Unknown) {
        ctx.report("SR404", Severity::Error, at,
                   "File sinks (" + f + ") only support append output mode: the query fails at start.");
      }
    }
    std::set<const StreamingDataFrame*> seen{q.writer.input.get()};
    check_operations(ctx, q, *q.writer.input, shape, mode, seen);
  }
}

const Rule& rule_sr404() {
  static const Rule rule{
      {"SR404",
       "invalid-output-mode",
       Severity::Error,
       "sink",
       "An operation or output mode Spark rejects on a streaming DataFrame.",
       "count(), collect(), show(), toPandas(), describe(), randomSplit(), df.write, sample(), intersect of two "
       "streams, except with a stream on the right, limit in update mode, sorting (outside complete-mode "
       "aggregations), distinct aggregates (count_distinct, COUNT(DISTINCT ...)) and non-time window functions "
       "(`.over(...)`, SQL `OVER`) are not supported on streams; complete mode needs an aggregation; "
       "mapGroupsWithState runs in update mode only; stream-stream joins only support append; a Delta table sink "
       "rejects update mode (DELTA_UNSUPPORTED_OUTPUT_MODE) and file sinks take append only. Each fails the "
       "query when it starts.",
       "Move actions and window functions into foreachBatch on the micro-batch, upsert with foreachBatch and "
       "MERGE instead of update mode into Delta, and pick an output mode the sink takes.",
       "# problem\nstream_df.count()\n# fixed\nstream_df.writeStream.foreachBatch(lambda df, i: print(df.count()))",
       {kSparkOutputModesDoc, kOutputModeDoc},
       "4.2",
       {},
       {}},
      check_sr404_invalid_output_mode,
      check_sr404_actions_on_written_values};
  return rule;
}

}  // namespace streamlint::analysis
