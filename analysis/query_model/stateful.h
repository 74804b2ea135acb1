// Stateful operators and watermarks of a streaming DataFrame, read off its operation list.
// Which operators keep state: streaming-facts.md §5.5 ("Stateful ops list"); watermark placement:
// §2.2-2.4.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "analysis/query_model/streaming_query.h"

namespace streamlint::analysis {

enum class StatefulKind {
  Aggregation,                   // groupBy(...).agg/count/...
  Deduplication,                 // dropDuplicates
  DeduplicationWithinWatermark,  // dropDuplicatesWithinWatermark
  StreamStreamJoin,              // join of two streams
  MapGroupsWithState,            // (flat)MapGroupsWithState
  ApplyInPandasWithState,
  TransformWithState,            // transformWithState / transformWithStateInPandas
};

std::string_view to_string(StatefulKind kind);
// Operators that hold the most state (RULES.md SR501).
bool is_large_state(StatefulKind kind);

struct Watermark {
  std::string column;  // "" when not a constant
  std::string delay;   // as written; "" when not a constant
  Span range;          // the `.withWatermark(` call
};

struct StatefulOperator {
  StatefulKind kind;
  Span range;  // the operator call; for grouped aggregations from `.groupBy(` to the end of `.agg(...)`
  std::size_t index;  // position of the (completing) operation in the chain
  // Grouping or dedup columns as written; `subset_all` when dropDuplicates() has no subset.
  std::vector<std::string> keys;
  std::vector<std::string> window_columns;  // time columns inside window()/session_window()
  bool keys_known = true;
  bool subset_all = false;
  std::string join_type;  // normalised: inner, leftouter, rightouter, fullouter, leftsemi, leftanti, cross
  const Operation* operation = nullptr;  // the completing operation
  // Watermarks that reach this operator (on this chain before it, or on a joined stream).
  std::vector<Watermark> upstream_watermarks;
  // The state key as written, in order: "store", "window(ts)", "session_window(ts)"; for a
  // stream-stream join the join columns. Order and kind are part of the state schema.
  std::vector<std::string> key_shape{};
  // The output columns its windows become ("window", "session_window", or their alias): a later
  // aggregation grouping by one of them is grouped by event time; so are the names it is read under
  // after the aggregation (`window_time("window").alias("t")`, `withColumn("t", col("window"))`).
  // For a stream-stream join: the join keys that name a time window on both sides.
  std::vector<std::string> window_outputs{};
  // An operator of another input (a stream-stream join's or a union's, listed where the inputs
  // meet): its state is this query's, but it is no link of this chain (SR505) and no part of the
  // restart shape the lock records.
  bool joined_side = false;
  // For a stream-stream join: the watermarks of its left input (this chain before it). A stream
  // joined with itself has the same withWatermark call on both sides.
  std::vector<Watermark> left_watermarks{};
};

struct QueryShape {
  std::vector<StatefulOperator> operators;
  std::vector<Watermark> watermarks;  // every withWatermark of the chain and of joined streams
  // Watermarks placed after the first stateful operator, with that operator's index.
  std::vector<std::pair<Watermark, std::size_t>> late_watermarks;
  // A select()/selectExpr() whose columns could not all be read may aggregate (no verdict on
  // "complete mode without an aggregation").
  bool maybe_aggregates = false;
};

// pyspark.sql.functions aggregate functions (the ones select() turns into a global aggregation):
// the "Aggregate Functions" list of
// https://spark.apache.org/docs/latest/api/python/reference/pyspark.sql/functions.html, and Spark SQL's
// (https://spark.apache.org/docs/latest/sql-ref-functions-builtin.html#aggregate-functions).
bool is_aggregate_function(std::string_view name);
// A distinct aggregate, which Spark rejects on a stream ("Distinct aggregations are not supported on
// streaming DataFrames/Datasets", streaming-facts.md §2.3): the function `countDistinct`,
// `count_distinct`, `sumDistinct` or `sum_distinct` (any case); approx_count_distinct is none. SQL's
// `count(DISTINCT user)` is read by the SQL reader (SqlColumn::distinct_aggregate).
bool is_distinct_aggregate_function(std::string_view name);

QueryShape analyse_shape(const StreamingDataFrame& frame);

// A column name without its table qualifier or backquotes: "p.paid_at" and "`paid_at`" are "paid_at".
std::string unqualified(std::string_view name);
// Whether two column references name one column as Spark resolves them by default: qualifier and
// backquotes aside, case-insensitively (spark.sql.caseSensitive is false): "e.eventTime" and
// "`eventtime`" are one column.
bool same_column(std::string_view a, std::string_view b);

// Join type as Spark reads `how` (case and underscores ignored; "left" = "leftouter"):
// inner, leftouter, rightouter, fullouter, leftsemi, leftanti, cross; "inner" when absent and
// "" when not a constant.
std::string normalise_join_type(const ValuePtr& how);

// "10 minutes", "1 hour 30 minutes", "interval 2 days" -> seconds; nullopt when unparseable.
std::optional<double> interval_seconds(std::string_view text);

}  // namespace streamlint::analysis
