#include "analysis/query_model/stateful.h"

#include <algorithm>

#include "analysis/spark_facts.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <sstream>

#include "analysis/query_model/value.h"
#include "analysis/text_util.h"

namespace streamlint::analysis {
namespace {

bool is_grouping(std::string_view m) {
  return std::find(kGroupingMethods.begin(), kGroupingMethods.end(), m) != kGroupingMethods.end();
}

// (`groupBy(...).applyInPandas(f, schema)` is none: each micro-batch's groups go through f and no
// state is kept, so it is no streaming aggregation, and Spark's output-mode checks do not see it.)
std::optional<StatefulKind> grouped_kind(std::string_view m) {
  if (m == "mapGroupsWithState" || m == "flatMapGroupsWithState") return StatefulKind::MapGroupsWithState;
  if (m == "applyInPandasWithState") return StatefulKind::ApplyInPandasWithState;
  if (m == "transformWithState" || m == "transformWithStateInPandas") return StatefulKind::TransformWithState;
  if (m == "agg" || m == "count" || m == "sum" || m == "avg" || m == "mean" || m == "min" || m == "max" ||
      m == "reduceGroups") {
    return StatefulKind::Aggregation;
  }
  return std::nullopt;
}

// A column a date/time function computes from one time column (calls.cpp column_function:
// `to_date(ts)`), known by its text.
bool computed_from_time(const ColumnValue& c) {
  return c.kind == ColumnValue::Kind::Expression && c.columns.size() == 1 && !c.text.empty() && !c.aggregate &&
         !c.window_function;
}

// Adds the column names a grouping / subset argument names.
void collect_keys(const ValuePtr& v, StatefulOperator& op) {
  if (!v) return;
  if (auto s = string_of(v)) {
    op.keys.push_back(*s);
    op.key_shape.push_back(*s);
  } else if (const auto* c = v->as<ColumnValue>()) {
    if (c->kind == ColumnValue::Kind::Window || c->kind == ColumnValue::Kind::SessionWindow) {
      if (c->name.empty()) op.keys_known = false; else op.window_columns.push_back(c->name);
      op.key_shape.push_back(std::string(c->kind == ColumnValue::Kind::Window ? "window(" : "session_window(") +
                             c->name + ")");
      op.window_outputs.push_back(!c->alias.empty() ? c->alias
                                  : c->kind == ColumnValue::Kind::Window ? "window" : "session_window");
    } else if (c->kind == ColumnValue::Kind::Column) {
      op.keys.push_back(c->name);
      op.key_shape.push_back(c->name);
    } else if (computed_from_time(*c)) {
      // to_date(ts): a key of its own, which no watermark is on.
      op.keys.push_back(c->text);
      op.key_shape.push_back(c->text);
    } else {
      op.keys_known = false;
    }
  } else if (const auto* list = v->as<ListValue>()) {
    for (const ValuePtr& item : list->items) collect_keys(item, op);
  } else {
    op.keys_known = false;
  }
}

// A column a window was stored in (`withColumn("w", window("ts", ...))`, `select(window(...).alias("w"))`):
// grouping by its name groups by that window, so it is one of the operator's window columns.
using NamedWindows = std::vector<std::pair<std::string, const ColumnValue*>>;

void note_named_windows(const Operation& op, NamedWindows& windows) {
  const auto is_window = [](const ColumnValue* c) {
    return c && (c->kind == ColumnValue::Kind::Window || c->kind == ColumnValue::Kind::SessionWindow) && !c->name.empty();
  };
  const auto set = [&](const std::string& name, const ValuePtr& v) {
    std::erase_if(windows, [&](const auto& w) { return w.first == name; });
    const auto* c = v ? v->as<ColumnValue>() : nullptr;
    if (is_window(c)) windows.push_back({name, c});
  };
  if (op.method == "withColumn") {
    if (auto name = string_of(op.argument(0, "colName"))) set(*name, op.argument(1, "col"));
  } else if (op.method == "withColumns") {
    if (const ValuePtr map = op.argument(0, "colsMap")) {
      if (const auto* dict = map->as<DictValue>()) {
        for (const DictEntry& e : dict->entries) set(e.key, e.value);
      }
    }
  } else if (op.method == "select" || op.method == "selectExpr") {
    for (const ValuePtr& a : op.arguments) {
      const auto* c = a->as<ColumnValue>();
      if (is_window(c) && !c->alias.empty()) set(c->alias, a);
    }
  }
}

void resolve_named_windows(StatefulOperator& op, const NamedWindows& windows) {
  for (auto key = op.keys.begin(); key != op.keys.end();) {
    const auto w = std::find_if(windows.begin(), windows.end(), [&](const auto& n) { return n.first == *key; });
    if (w == windows.end()) {
      ++key;
      continue;
    }
    op.window_columns.push_back(w->second->name);
    op.window_outputs.push_back(*key);
    key = op.keys.erase(key);
  }
}

}  // namespace

std::string unqualified(std::string_view name) {
  std::string out;
  for (char ch : name.substr(name.rfind('.') == std::string_view::npos ? 0 : name.rfind('.') + 1)) {
    if (ch != '`') out.push_back(ch);
  }
  return out;
}

bool same_column(std::string_view a, std::string_view b) {
  return to_lower(unqualified(a)) == to_lower(unqualified(b));
}

bool is_aggregate_function(std::string_view name) {
  static constexpr std::string_view kAggregates[] = {"count",
                                                     "sum",
                                                     "avg",
                                                     "mean",
                                                     "min",
                                                     "max",
                                                     "first",
                                                     "last",
                                                     "collect_list",
                                                     "collect_set",
                                                     "approx_count_distinct",
                                                     "count_distinct",
                                                     "countdistinct",
                                                     "sum_distinct",
                                                     "sumdistinct",
                                                     "stddev",
                                                     "stddev_samp",
                                                     "stddev_pop",
                                                     "variance",
                                                     "var_samp",
                                                     "var_pop",
                                                     "percentile_approx",
                                                     "approx_percentile",
                                                     "max_by",
                                                     "min_by",
                                                     "any_value",
                                                     "bool_and",
                                                     "bool_or",
                                                     "every",
                                                     "some",
                                                     "corr",
                                                     "covar_pop",
                                                     "covar_samp",
                                                     "kurtosis",
                                                     "skewness",
                                                     "median",
                                                     "mode",
                                                     "product",
                                                     "listagg",
                                                     "string_agg",
                                                     "percentile",
                                                     "percentile_cont",
                                                     "percentile_disc",
                                                     "count_if",
                                                     "bit_and",
                                                     "bit_or",
                                                     "bit_xor",
                                                     "array_agg",
                                                     "try_avg",
                                                     "try_sum",
                                                     "first_value",
                                                     "last_value",
                                                     "regr_avgx",
                                                     "regr_avgy",
                                                     "regr_count",
                                                     "regr_intercept",
                                                     "regr_r2",
                                                     "regr_slope",
                                                     "regr_sxx",
                                                     "regr_sxy",
                                                     "regr_syy",
                                                     "histogram_numeric",
                                                     "hll_sketch_agg"};
  const std::string lowered = to_lower(name);
  return std::find(std::begin(kAggregates), std::end(kAggregates), lowered) != std::end(kAggregates);
}

bool is_distinct_aggregate_function(std::string_view name) {
  const std::string lowered = to_lower(name);
  return lowered == "countdistinct" || lowered == "count_distinct" || lowered == "sumdistinct" ||
         lowered == "sum_distinct";
}

std::string normalise_join_type(const ValuePtr& how) {
  if (!how) return "inner";
  auto s = string_of(how);
  if (!s) return "";
  std::string t;
  for (char c : to_lower(*s)) {
    if (c != '_' && c != ' ') t.push_back(c);  // "left_outer", SQL's "left outer"
  }
  if (t == "left" || t == "leftouter") return "leftouter";
  if (t == "right" || t == "rightouter") return "rightouter";
  if (t == "full" || t == "outer" || t == "fullouter") return "fullouter";
  if (t == "semi" || t == "leftsemi") return "leftsemi";
  if (t == "anti" || t == "leftanti") return "leftanti";
  return t;  // inner, cross
}

namespace {

Watermark watermark_of(const Operation& op) {
  Watermark w;
  if (auto c = string_of(op.argument(0, "eventTime"))) w.column = *c;
  if (auto d = string_of(op.argument(1, "delayThreshold"))) w.delay = *d;
  w.range = op.range;
  return w;
}

}  // namespace

std::string_view to_string(StatefulKind kind) {
  switch (kind) {
    case StatefulKind::Aggregation: return "aggregation";
    case StatefulKind::Deduplication: return "dropDuplicates";
    case StatefulKind::DeduplicationWithinWatermark: return "dropDuplicatesWithinWatermark";
    case StatefulKind::StreamStreamJoin: return "stream-stream join";
    case StatefulKind::MapGroupsWithState: return "(flat)MapGroupsWithState";
    case StatefulKind::ApplyInPandasWithState: return "applyInPandasWithState";
    case StatefulKind::TransformWithState: return "transformWithState";
  }
  return "stateful operator";
}

bool is_large_state(StatefulKind kind) {
  return kind == StatefulKind::StreamStreamJoin || kind == StatefulKind::MapGroupsWithState ||
         kind == StatefulKind::ApplyInPandasWithState || kind == StatefulKind::TransformWithState;
}

namespace {

// The shapes of the frames a join reads, computed once per analyse_shape call: a frame joined with
// itself step after step (a CTE chain) would otherwise be walked twice per step.
using ShapeMemo = std::map<const StreamingDataFrame*, QueryShape>;

QueryShape shape_of(const StreamingDataFrame& frame, ShapeMemo& memo);

const QueryShape& memoized_shape(const StreamingDataFrame& frame, ShapeMemo& memo) {
  if (const auto known = memo.find(&frame); known != memo.end()) return known->second;
  QueryShape shape = shape_of(frame, memo);
  return memo.emplace(&frame, std::move(shape)).first->second;
}

}  // namespace

QueryShape analyse_shape(const StreamingDataFrame& frame) {
  ShapeMemo memo;
  return shape_of(frame, memo);
}

namespace {

// The stateful operators of another input (`other`: a stream-stream join's or a union's, met at
// operation `at`), as this query's (StatefulOperator::joined_side); one this chain also holds (a
// stream joined with itself) is counted once.
void add_other_input_operators(const QueryShape& other, std::size_t at, QueryShape& shape) {
  for (const StatefulOperator& upstream : other.operators) {
    const auto same = [&](const StatefulOperator& o) { return o.operation == upstream.operation; };
    if (std::any_of(shape.operators.begin(), shape.operators.end(), same)) continue;
    StatefulOperator joined = upstream;
    joined.index = at;
    joined.joined_side = true;
    shape.operators.push_back(std::move(joined));
  }
}

QueryShape shape_of(const StreamingDataFrame& frame, ShapeMemo& memo) {
  QueryShape shape;
  std::vector<Watermark> seen;  // watermarks reaching the current position
  std::optional<std::size_t> first_stateful;
  NamedWindows windows;
  const auto ops = frame.operations.in_order();
  for (std::size_t i = 0; i < ops.size(); ++i) {
    const Operation& op = ops[i];
    note_named_windows(op, windows);
    if (op.method == "withWatermark") {
      Watermark w = watermark_of(op);
      seen.push_back(w);
      shape.watermarks.push_back(w);
      if (first_stateful) shape.late_watermarks.push_back({w, *first_stateful});
      continue;
    }
    // A renamed event-time column keeps its watermark under the new name.
    if (op.method == "withColumnRenamed" || op.method == "withColumnsRenamed") {
      std::vector<std::pair<std::string, std::string>> renames;
      if (auto from = string_of(op.argument(0, "existing")), to = string_of(op.argument(1, "new")); from && to) {
        renames.push_back({*from, *to});
      }
      if (const ValuePtr map = op.method == "withColumnsRenamed" ? op.argument(0, "colsMap") : nullptr) {
        if (const auto* dict = map->as<DictValue>()) {
          for (const DictEntry& e : dict->entries) {
            if (auto to = string_of(e.value)) renames.push_back({e.key, *to});
          }
        }
      }
      for (Watermark& w : seen) {
        for (const auto& [from, to] : renames) {
          if (w.column == from) w.column = to;
        }
      }
      continue;
    }
    // An earlier aggregation's window column read under another name carries its event time too
    // (streaming-facts.md §2.6: window_time(w) chains windowed aggregations).
    const auto window_read_as = [&](const std::string& from, const std::string& to) {
      for (StatefulOperator& earlier : shape.operators) {
        auto& names = earlier.window_outputs;
        if (earlier.kind == StatefulKind::Aggregation && std::find(names.begin(), names.end(), from) != names.end() &&
            std::find(names.begin(), names.end(), to) == names.end()) {
          names.push_back(to);
        }
      }
    };
    if (op.method == "withColumn") {
      const auto* c = op.argument(1, "col") ? op.argument(1, "col")->as<ColumnValue>() : nullptr;
      if (auto name = string_of(op.argument(0, "colName")); name && c && c->kind == ColumnValue::Kind::Column) {
        window_read_as(c->name, *name);
      }
    }
    bool select_aggregates = false;  // select(count("*")), selectExpr("sum(x)"): a global aggregation
    if (op.method == "select" || op.method == "selectExpr") {  // select(col("ts").alias("t")): the same column, renamed
      for (const ValuePtr& a : op.arguments) {
        if (const auto* c = a->as<ColumnValue>(); c && c->kind == ColumnValue::Kind::Column && !c->alias.empty()) {
          window_read_as(c->name, c->alias);
        }
        const auto* term = a->as<ColumnValue>();
        if (a->unknown() || (term && term->maybe_aggregate)) {
          // A term we cannot read may rename the event-time column: its name is unknown from here.
          shape.maybe_aggregates = true;
          for (Watermark& w : seen) w.column.clear();
        }
        const auto* c = a->as<ColumnValue>();
        if (c && c->aggregate) select_aggregates = true;
        // (A window over the column is another column: note_named_windows keeps it. So is a
        // column computed from it: the watermark stays on the column.)
        if (!c || c->alias.empty() || c->columns.size() != 1 || c->kind == ColumnValue::Kind::Window ||
            c->kind == ColumnValue::Kind::SessionWindow || computed_from_time(*c)) {
          continue;
        }
        for (Watermark& w : seen) {
          if (w.column == c->columns.front()) w.column = c->alias;
        }
      }
    }
    std::optional<StatefulOperator> found;
    // groupBy(k).pivot(p, values) is still grouped data: the call after it is one aggregation by k
    // and p (RelationalGroupedDataset.pivot returns grouped data).
    const bool pivoted = i > 1 && ops[i - 1].method == "pivot" && is_grouping(ops[i - 2].method);
    if (op.method == "pivot" && i > 0 && is_grouping(ops[i - 1].method)) {
      // the aggregation is the next call
    } else if (pivoted || (i > 0 && is_grouping(ops[i - 1].method))) {
      if (auto kind = grouped_kind(op.method)) {
        const Operation& grouping = ops[pivoted ? i - 2 : i - 1];
        // An aggregation is reported as `.groupBy(`...`.agg`; the arbitrary-state operators on their
        // own call (`.applyInPandasWithState(`), RULES.md "Where a finding is reported".
        const Span range = *kind == StatefulKind::Aggregation ? join(grouping.range, op.range) : op.range;
        StatefulOperator s{*kind, range, i, {}, {}, true, false, "", &op, {}};
        for (const ValuePtr& a : grouping.arguments) collect_keys(a, s);
        for (const auto& [k, v] : grouping.keywords) collect_keys(v, s);
        if (pivoted && !ops[i - 1].arguments.empty()) collect_keys(ops[i - 1].arguments.front(), s);
        resolve_named_windows(s, windows);
        found = s;
      }
    } else if (select_aggregates) {
      found = StatefulOperator{StatefulKind::Aggregation, op.range, i, {}, {}, true, false, "", &op, {}};
    } else if (op.method == "agg") {
      // DataFrame.agg(...) without groupBy: a global aggregation, one group with no key.
      found = StatefulOperator{StatefulKind::Aggregation, op.range, i, {}, {}, true, false, "", &op, {}};
    } else if (op.method == "dropDuplicates" || op.method == "drop_duplicates" ||
               op.method == "dropDuplicatesWithinWatermark") {
      StatefulOperator s{op.method == "dropDuplicatesWithinWatermark" ? StatefulKind::DeduplicationWithinWatermark
                                                                      : StatefulKind::Deduplication,
                         op.range, i, {}, {}, true, false, "", &op, {}};
      if (op.arguments.empty() && op.keywords.empty()) s.subset_all = true;
      for (const ValuePtr& a : op.arguments) collect_keys(a, s);
      for (const auto& [k, v] : op.keywords) collect_keys(v, s);
      found = s;
    } else if (op.method == "distinct") {
      // distinct() is planned as an aggregation over every column (RULES.md SR404 row,
      // streaming-facts.md §4.2): its state holds each row seen, bounded only by a watermark.
      StatefulOperator s{StatefulKind::Aggregation, op.range, i, {}, {}, false, false, "", &op, {}};
      s.subset_all = true;
      found = s;
    } else if (op.method == "join" && op.other) {
      StatefulOperator s{StatefulKind::StreamStreamJoin, op.range, i, {}, {}, true, false,
                         normalise_join_type(op.argument(2, "how")), &op, {}};
      // The join columns are the state's key: names (on="id", on=["id", "region"]) or the columns a
      // condition mentions, in order.
      if (const ValuePtr on = op.argument(1, "on")) {
        if (auto name = string_of(on)) s.key_shape.push_back(*name);
        if (const auto* list = on->as<ListValue>()) {
          for (const ValuePtr& item : list->items) {
            if (auto name = string_of(item)) s.key_shape.push_back(*name);
            if (const auto* c = item->as<ColumnValue>()) s.key_shape.insert(s.key_shape.end(), c->columns.begin(), c->columns.end());
          }
        }
        if (const auto* c = on->as<ColumnValue>()) {
          s.key_shape.insert(s.key_shape.end(), c->columns.begin(), c->columns.end());
          if (c->columns.empty() && !c->text.empty()) s.key_shape.push_back(c->text);
        }
        if (on->unknown()) s.keys_known = false;
      }
      // A join key that is, on both sides, a time window over the column that side watermarks
      // (`withColumn("w", window("ts", ...))` after `withWatermark("ts", ...)`) is an equality on
      // event-time windows: a time constraint (streaming-facts.md §2.4).
      const QueryShape& other = memoized_shape(*op.other, memo);
      NamedWindows right_windows;
      const auto right_ops = op.other->operations.in_order();
      for (std::size_t k = 0; k < right_ops.size(); ++k) note_named_windows(right_ops[k], right_windows);
      const auto event_time_window = [](const NamedWindows& side, const std::vector<Watermark>& marks,
                                        const std::string& key) {
        return std::any_of(side.begin(), side.end(), [&](const auto& w) {
          return w.first == unqualified(key) && std::any_of(marks.begin(), marks.end(), [&](const Watermark& m) {
                   return !m.column.empty() && unqualified(m.column) == unqualified(w.second->name);
                 });
        });
      };
      for (const std::string& key : s.key_shape) {
        if (event_time_window(windows, seen, key) && event_time_window(right_windows, other.watermarks, key)) {
          s.window_outputs.push_back(std::string(unqualified(key)));
        }
      }
      s.left_watermarks = seen;
      // The other stream's watermarks reach the join (and everything after it), each call once: a
      // stream joined with a projection of itself, step after step, would otherwise double them at
      // each step.
      for (const Watermark& w : other.watermarks) {
        const auto same = [&](const Watermark& known) { return known.range == w.range; };
        if (!std::any_of(seen.begin(), seen.end(), same)) seen.push_back(w);
        if (!std::any_of(shape.watermarks.begin(), shape.watermarks.end(), same)) shape.watermarks.push_back(w);
      }
      add_other_input_operators(other, i, shape);  // they run in this query, upstream of the join
      found = s;
    } else if (op.other && (op.method == "union" || op.method == "unionByName" || op.method == "unionAll")) {
      // A union's other input runs in this query too: its stateful operators keep their state here.
      add_other_input_operators(memoized_shape(*op.other, memo), i, shape);
    }
    if (!found) continue;
    found->upstream_watermarks = seen;
    if (!first_stateful) first_stateful = shape.operators.size();
    shape.operators.push_back(std::move(*found));
  }
  return shape;
}

}  // namespace

std::optional<double> interval_seconds(std::string_view text) {
  std::istringstream in{to_lower(text)};
  std::string word;
  double total = 0;
  double amount = 0;
  bool have_amount = false;
  bool any = false;
  while (in >> word) {
    if (word == "interval") continue;
    if (!have_amount) {
      std::size_t used = 0;
      try {
        amount = std::stod(word, &used);
      } catch (...) {
        return std::nullopt;
      }
      have_amount = true;
      if (used == word.size()) continue;
      word = word.substr(used);  // "10minutes"
    }
    if (word.size() > 1 && word.back() == 's' && word != "ms") word.pop_back();
    double unit = 0;
    if (word == "microsecond" || word == "us") unit = 1e-6;
    else if (word == "millisecond" || word == "ms") unit = 1e-3;
    else if (word == "second" || word == "sec" || word == "s") unit = 1;
    else if (word == "minute" || word == "min" || word == "m") unit = 60;
    else if (word == "hour" || word == "h") unit = 3600;
    else if (word == "day" || word == "d") unit = 86400;
    else if (word == "week" || word == "w") unit = 7 * 86400;
    else if (word == "month") unit = 30 * 86400;
    else if (word == "year" || word == "y") unit = 365 * 86400;
    else return std::nullopt;
    total += amount * unit;
    have_amount = false;
    any = true;
  }
  if (!any || have_amount) return std::nullopt;
  return total;
}

}  // namespace streamlint::analysis
