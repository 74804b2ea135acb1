#include "analysis/rules/watermark_findings.h"

#include <algorithm>
#include <functional>
#include <set>

#include "analysis/query_model/scope.h"
#include "analysis/query_model/value.h"
#include "analysis/rules/query_facts.h"
#include "analysis/rules/rule.h"
#include "analysis/syntax/python_grammar.h"
#include "analysis/text_util.h"

namespace streamlint::analysis {
namespace {

// Whether `list` names the column `item` (same_column: qualifier, backquotes and case aside).
bool contains(const std::vector<std::string>& list, const std::string& item) {
  return std::any_of(list.begin(), list.end(), [&](const std::string& c) { return same_column(c, item); });
}

// Columns mentioned by a join condition; `time_range` when it compares event times (a BETWEEN /
// interval expression, or a column expression over a watermarked column besides equality keys).
struct JoinCondition {
  bool known = false;
  bool time_range = false;
  // A key given by name is watermarked on either side: Spark accepts any join type then and evicts
  // both sides' state by that key (UnsupportedOperationChecker.checkForStreamStreamJoinWatermark:
  // "not supported without a watermark in the join keys, or a watermark on the nullable side and an
  // appropriate range condition"; StreamingJoinHelper.isWatermarkInJoinKeys), source:
  // https://github.com/apache/spark/blob/master/sql/catalyst/src/main/scala/org/apache/spark/sql/catalyst/analysis/UnsupportedOperationChecker.scala
  bool watermarked_key = false;
};


// True when a column condition compares event times: BETWEEN / INTERVAL text, or a watermarked
// column (qualified or not) among the columns it mentions.
bool compares_event_time(const ColumnValue& col, const std::vector<Watermark>& watermarks) {
  const std::string text = to_lower(col.text);
  if (text.find("interval") != std::string::npos || text.find("between") != std::string::npos) return true;
  for (const Watermark& w : watermarks) {
    if (w.column.empty()) continue;
    if (text.find(to_lower(w.column)) != std::string::npos) return true;
    for (const std::string& c : col.columns) {
      if (c == w.column || unqualified(c) == w.column) return true;
    }
  }
  return false;
}

// True when `key` (a join key given by name) is a column both sides watermark: an equi-join on the
// event-time column bounds the state as a range condition does (RULES.md "Clarifications").
bool watermarks_column(const std::vector<Watermark>& side, std::string_view key) {
  return std::any_of(side.begin(), side.end(), [&](const Watermark& w) {
    return !w.column.empty() && unqualified(w.column) == unqualified(key);
  });
}

bool watermarked_on_both_sides(std::string_view key, const std::vector<Watermark>& left,
                               const std::vector<Watermark>& right) {
  return watermarks_column(left, key) && watermarks_column(right, key);
}

// True when a column condition equates a column `side` watermarks with its namesake on the other
// side in its top-level AND (ColumnValue::equated: `l.ts == r.ts`, SQL's `l.ts = r.ts`). An
// inequality or an OR makes no join key (Spark's ExtractEquiJoinKeys).
bool equates_watermarked_column(const ColumnValue& col, const std::vector<Watermark>& side) {
  return std::any_of(side.begin(), side.end(), [&](const Watermark& w) {
    if (w.column.empty()) return false;
    const std::string column = to_lower(unqualified(w.column));
    return std::any_of(col.equated.begin(), col.equated.end(), [&](const auto& e) {
      return to_lower(unqualified(e.first)) == column && to_lower(unqualified(e.second)) == column;
    });
  });
}

// `left` and `right`: the watermarks of each side, for equality keys given by name.
// `window_keys`: join keys that are a time window on both sides (StatefulOperator::window_outputs).
JoinCondition join_condition(const Operation& op, const std::vector<Watermark>& watermarks,
                             const std::vector<Watermark>& left, const std::vector<Watermark>& right,
                             const std::vector<std::string>& window_keys) {
  JoinCondition c;
  const auto time_key = [&](const std::string& key) {
    return to_lower(key).find("window") != std::string::npos || watermarked_on_both_sides(key, left, right) ||
           std::find(window_keys.begin(), window_keys.end(), key) != window_keys.end();
  };
  const ValuePtr on = op.argument(1, "on");
  if (!on) return c;
  if (const auto* col = on->as<ColumnValue>()) {
    c.known = true;
    c.watermarked_key = equates_watermarked_column(*col, left) || equates_watermarked_column(*col, right);
    c.time_range = compares_event_time(*col, watermarks) ||
                   std::any_of(col->columns.begin(), col->columns.end(), [&](const std::string& k) {
                     return std::find(window_keys.begin(), window_keys.end(), unqualified(k)) != window_keys.end();
                   });
    return c;
  }
  // on="id", on=["id", "window"] (equality on a window counts as a time constraint), or a list of
  // column conditions, all of which must hold (`[a.id == b.id, b.ts >= a.ts]`).
  const auto watermarked_key = [&](const std::string& key) {
    return watermarks_column(left, key) || watermarks_column(right, key);
  };
  if (auto s = string_of(on)) {
    c.known = true;
    c.time_range = time_key(*s);
    c.watermarked_key = watermarked_key(*s);
  } else if (const auto* l = on->as<ListValue>()) {
    c.known = true;
    for (const auto& item : l->items) {
      if (auto key = string_of(item)) {
        c.time_range = c.time_range || time_key(*key);
        c.watermarked_key = c.watermarked_key || watermarked_key(*key);
      } else if (const auto* condition = item->as<ColumnValue>()) {
        c.time_range = c.time_range || compares_event_time(*condition, watermarks);
      } else {
        c.known = false;  // an item we cannot read may be the range condition
      }
    }
  }
  return c;
}

bool has_watermark_on(const std::vector<Watermark>& ws) { return !ws.empty(); }

// Whether a stateful operator keys or windows by `column`: a dropDuplicates() of every column, a
// distinct(), keys by each; a join by its join columns.
bool keyed_by(const StatefulOperator& op, const std::string& column) {
  return op.subset_all || !op.keys_known || contains(op.keys, column) || contains(op.window_columns, column) ||
         contains(op.key_shape, column);
}

// A watermark after `first` (the chain's first stateful operator) that a later operator it reaches
// is keyed or windowed by, while `first` is not, bounds that later one where Spark needs it
// (`dropDuplicates(["key"]).withWatermark("ts", ...).groupBy(window("ts", ...))`): it is not late.
// What `first` keeps is then unbounded (SR204), not misplaced.
bool meant_for_a_later_operator(const Watermark& w, const StatefulOperator& first,
                                const std::vector<StatefulOperator>& operators) {
  if (w.column.empty() || keyed_by(first, w.column)) return false;
  return std::any_of(operators.begin(), operators.end(), [&](const StatefulOperator& later) {
    const bool reached = std::any_of(later.upstream_watermarks.begin(), later.upstream_watermarks.end(),
                                     [&](const Watermark& u) { return u.range == w.range; });
    return &later != &first && reached && keyed_by(later, w.column);
  });
}

// The timeout argument names GroupStateTimeout.ProcessingTimeTimeout (as the constant or as its
// string, "ProcessingTimeTimeout").
bool uses_processing_time_timeout(const Operation& op) {
  auto names_it = [](const ValuePtr& v) {
    if (!v) return false;
    if (auto s = string_of(v)) return ends_with(*s, "ProcessingTimeTimeout");
    if (const auto* m = v->as<ModuleValue>()) return ends_with(m->path, "ProcessingTimeTimeout");
    return false;
  };
  if (names_it(op.argument(99, "timeoutConf"))) return true;
  return std::any_of(op.arguments.begin(), op.arguments.end(), names_it);
}

// The state function handed to the operator is in sight, sets a timeout duration and removes state
// (`state.setTimeoutDuration(...)`, `state.remove()`): what a processing-time timeout needs to
// evict idle keys. A key whose duration was never set never times out (GroupState:
// https://spark.apache.org/docs/latest/api/python/reference/pyspark.ss/api/pyspark.sql.streaming.state.GroupState.html).
// Calls, not text: a comment or a string that names them sets nothing. The calls of a helper the
// function calls by name (`expire(state)`, a function of its module) count as its own, two levels
// deep.
void each_method_called(const FunctionValue& f, const std::function<void(std::string_view)>& visit, int depth) {
  const auto& S = py::sym();
  f.node.for_each_in_subtree([&](Node n) {
    const Node function = n.is(S.call) ? n.field(py::field().function) : Node{};
    if (function.is(S.attribute)) visit(function.field(py::field().attribute).text());
    if (!function.is(S.identifier) || depth >= 2) return;
    for (const Scope* scope = f.closure; scope; scope = scope->parent()) {
      const ValuePtr helper = scope->peek(function.name());
      if (!helper) continue;
      if (const auto* g = helper->as<FunctionValue>(); g && g->node != f.node) each_method_called(*g, visit, depth + 1);
      break;
    }
  });
}

bool function_removes_state(const Operation& op) {
  auto removes = [](const ValuePtr& v) {
    const auto* f = v ? v->as<FunctionValue>() : nullptr;
    if (!f) return false;
    bool removed = false;
    bool duration = false;
    each_method_called(
        *f,
        [&](std::string_view method) {
          removed = removed || method == "remove";
          duration = duration || method == "setTimeoutDuration";
        },
        0);
    return removed && duration;
  };
  return std::any_of(op.arguments.begin(), op.arguments.end(), removes) ||
         std::any_of(op.keywords.begin(), op.keywords.end(), [&](const auto& k) { return removes(k.second); });
}

}  // namespace

bool may_be_event_time(std::string_view column) {
  const std::string name = to_lower(unqualified(column));
  auto word = [&](std::string_view w) {
    // `w` as a whole word of a snake_case name: "ts", "event_ts", "ts_ms", but not "parts".
    for (std::size_t at = name.find(w); at != std::string::npos; at = name.find(w, at + 1)) {
      const bool start = at == 0 || name[at - 1] == '_';
      const bool end = at + w.size() == name.size() || name[at + w.size()] == '_';
      if (start && end) return true;
    }
    return false;
  };
  return name.find("time") != std::string::npos || name.find("date") != std::string::npos ||
         name.find("window") != std::string::npos || word("ts") || word("at") || word("dt") || word("day") ||
         word("hour") || word("minute");
}

namespace {

// A normalised join type as a message says it ("leftouter" -> "left outer").
std::string join_type_words(const std::string& t) {
  for (std::string_view side : {"left", "right", "full"}) {
    if (t.size() > side.size() && t.starts_with(side)) return std::string(side) + " " + t.substr(side.size());
  }
  return t;
}

}  // namespace

std::vector<WatermarkFinding> watermark_findings(const RuleContext& ctx) {
  const ModuleModel& model = ctx.model;
  const ProjectFacts& project = ctx.project;
  std::vector<WatermarkFinding> out;
  for (const StreamingQuery& q : model.queries) {
    if (!q.writer.input) continue;
    const QueryShape shape = analyse_shape(*q.writer.input);
    const OutputMode mode = effective_output_mode(q.writer);
    // Unknown origin: a watermark may sit upstream, out of sight (query_facts.h).
    const bool unseen_upstream = origin_unknown(q);
    std::set<std::pair<std::uint64_t, std::uint32_t>> specific;  // operators with a more specific finding

    // SR202: a watermark after the stateful operator it should bound.
    for (const auto& [w, index] : shape.late_watermarks) {
      const StatefulOperator& op = shape.operators[index];
      if (!op.upstream_watermarks.empty() || unseen_upstream) continue;
      if (meant_for_a_later_operator(w, op, shape.operators)) continue;
      out.push_back({"SR202", Severity::Error, w.range,
                     "withWatermark comes after the " + std::string(to_string(op.kind)) +
                         " it should bound: Spark needs the watermark upstream of the stateful operator, so its "
                         "state is never cleaned.",
                     std::nullopt});
      specific.insert(op.range.start_key());
    }

    std::vector<std::string> upstream_windows;  // window columns earlier aggregations output
    for (const StatefulOperator& op : shape.operators) {
      const auto& ws = op.upstream_watermarks;

      // With an unknown origin, an aggregation grouped by no column that can hold event time is
      // wrong in append mode whatever happened upstream (a watermark has to be on a grouping key).
      const bool no_time_key = op.keys_known && op.window_columns.empty() &&
                               std::none_of(op.keys.begin(), op.keys.end(), may_be_event_time);
      if (op.kind == StatefulKind::Aggregation) {
        if (ws.empty() && mode == OutputMode::Append && (!unseen_upstream || no_time_key) && q.in_pipeline_dataset) {
          // A pipeline does not refuse it: it recomputes the aggregation on every update
          // (streaming-facts.md §11, RULES.md "Clarifications"). Where SR202 found the watermark
          // after it, that finding is the one (RULES.md precedence: SR204 does not also fire).
          if (!specific.count(op.range.start_key()))
            out.push_back({"SR204", Severity::Warning, op.range,
                           "This pipeline aggregation has no watermark: the pipeline does not refuse it, it "
                           "recomputes the aggregation over all the data on every update, so each update costs more "
                           "as the source grows. Add a watermark on the event-time column before the aggregation "
                           "(withWatermark, or SQL's WATERMARK clause) to process it incrementally.",
                           std::nullopt});
          specific.insert(op.range.start_key());
        } else if (ws.empty() && mode == OutputMode::Append && (!unseen_upstream || no_time_key)) {
          out.push_back({"SR201", Severity::Error, op.range,
                         "Streaming aggregation in append mode without a watermark: Spark refuses to start it "
                         "(\"Append output mode not supported when there are streaming aggregations ... without "
                         "watermark\"). Add withWatermark on the event-time column before groupBy.",
                         std::nullopt});
          specific.insert(op.range.start_key());
        } else if (!ws.empty() && op.keys_known) {
          // A chained aggregation (streaming-facts.md §2.6: window(window_col, ...) / window_time)
          // groups by an upstream window column (`window`, or its alias), which
          // carries event time, directly or through window(window_time(w), ...).
          const bool on_upstream_window = std::any_of(upstream_windows.begin(), upstream_windows.end(), [&](const std::string& w) {
            return contains(op.keys, w) || contains(op.window_columns, w);
          });
          const bool grouped_on_watermark = on_upstream_window || std::any_of(ws.begin(), ws.end(), [&](const Watermark& w) {
            return w.column.empty() || contains(op.keys, w.column) || contains(op.window_columns, w.column);
          });
          // Upstream of an unknown origin (a library's stream, the other side of a join with one)
          // another watermark may sit on the time column it groups by: no verdict then.
          if (!grouped_on_watermark && (!unseen_upstream || no_time_key)) {
            // In append mode Spark rejects the query at start (RULES.md SR203): an error there.
            const bool append = mode == OutputMode::Append;
            out.push_back({"SR203", append ? Severity::Error : Severity::Warning, op.range,
                           "The watermark column \"" + ws.front().column +
                               "\" is not a grouping key or inside window(...)/session_window(...): " +
                               (append ? std::string("in append mode Spark refuses to start the query (\"Append output "
                                                     "mode not supported when there are streaming aggregations ... "
                                                     "without watermark\").")
                                       : std::string("the watermark cannot expire any group, so state grows forever.")),
                           std::nullopt});
            specific.insert(op.range.start_key());
          }
        }
      } else if (op.kind == StatefulKind::Deduplication && !ws.empty() && op.keys_known && !op.subset_all) {
        const bool keyed_on_watermark = std::any_of(ws.begin(), ws.end(), [&](const Watermark& w) {
          return w.column.empty() || contains(op.keys, w.column);
        });
        if (!keyed_on_watermark) {
          std::optional<Fix> fix;
          // dropDuplicatesWithinWatermark needs Spark 3.5 (DBR 14.3); it changes what counts as a duplicate.
          const std::string_view method = op.operation->method;
          const Span name = sub_span(op.range, 1, static_cast<uint32_t>(method.size()));
          const bool spark35 = !project.target_dbr || *project.target_dbr >= DbrVersion{14, 3};
          if (spark35 && ctx.text(name) == method) {
            fix = Fix{"Use dropDuplicatesWithinWatermark", {ctx.edit(name, "dropDuplicatesWithinWatermark")}, false};
          }
          out.push_back({"SR203", Severity::Warning, op.range,
                         "The watermark column \"" + ws.front().column +
                             "\" is not in the dropDuplicates subset: every key is kept in state forever.",
                         std::move(fix)});
          specific.insert(op.range.start_key());
        }
      } else if (op.kind == StatefulKind::DeduplicationWithinWatermark) {
        const bool old = project.target_dbr && *project.target_dbr < DbrVersion{14, 3};
        const bool unwatermarked = ws.empty() && !unseen_upstream;
        if (unwatermarked || old) {
          // The message names what is wrong: the watermark, the runtime, or both (a stream of unknown
          // origin may carry a watermark, so on an old runtime only the version is certain).
          const char* what = !old ? "dropDuplicatesWithinWatermark needs a watermark set with withWatermark "
                                    "upstream; without one the query fails."
                             : unwatermarked
                                 ? "dropDuplicatesWithinWatermark needs a watermark set with withWatermark upstream "
                                   "and Spark 3.5 (DBR 14.3 LTS or above)."
                                 : "dropDuplicatesWithinWatermark needs Spark 3.5 (DBR 14.3 LTS or above).";
          out.push_back({"SR205", Severity::Error, op.range, what, std::nullopt});
          specific.insert(op.range.start_key());
        }
      } else if (op.kind == StatefulKind::StreamStreamJoin) {
        // Watermarks of each side (streaming-facts.md §2.4 support matrix).
        const QueryShape right = analyse_shape(*op.operation->other);
        const std::vector<Watermark>& left_ws = op.left_watermarks;
        const JoinCondition cond = join_condition(*op.operation, ws, left_ws, right.watermarks, op.window_outputs);
        const std::string& t = op.join_type;
        std::string missing;
        if (t == "leftouter" || t == "leftsemi") {
          if (!has_watermark_on(right.watermarks)) missing = "a watermark on the right stream";
        } else if (t == "rightouter") {
          if (!has_watermark_on(left_ws)) missing = "a watermark on the left stream";
        } else if (t == "fullouter") {
          if (ws.empty()) missing = "a watermark on at least one stream";
        }
        const bool outer = t == "leftouter" || t == "rightouter" || t == "fullouter" || t == "leftsemi";
        if (cond.watermarked_key) missing.clear();
        if (mode == OutputMode::Update || mode == OutputMode::Complete) {
          // Stream-stream joins only run in append mode (SR404 also flags the outputMode call).
          out.push_back({"SR206", Severity::Error, op.range,
                         "Stream-stream joins only support append output mode; this query uses " +
                             std::string(mode == OutputMode::Update ? "update" : "complete") + ".",
                         std::nullopt});
          specific.insert(op.range.start_key());
          continue;
        }
        if (outer && missing.empty() && cond.known && !cond.time_range && !cond.watermarked_key)
          missing = "an event-time range condition";
        if (unseen_upstream) continue;  // the watermarks and conditions a join needs may be out of sight
        if (outer && !missing.empty()) {
          out.push_back({"SR206", Severity::Error, op.range,
                         "A " + join_type_words(t) + " stream-stream join needs " + missing +
                             " (Spark's join support matrix); without it the query fails or never emits outer rows.",
                         std::nullopt});
          specific.insert(op.range.start_key());
        } else if (t == "inner" && (left_ws.empty() || right.watermarks.empty() || (cond.known && !cond.time_range))) {
          // Watermarks on both sides without a time range in the condition bound nothing either.
          const bool both_watermarked = !left_ws.empty() && !right.watermarks.empty();
          out.push_back({"SR206", Severity::Warning, op.range,
                         both_watermarked
                             ? "This stream-stream inner join has watermarks on both streams but no event-time range "
                               "condition: both inputs are buffered in state forever."
                             : "This stream-stream inner join has no watermark on both streams with an event-time "
                               "range condition: both inputs are buffered in state forever.",
                         std::nullopt});
          specific.insert(op.range.start_key());
        }
      }
      if (op.kind == StatefulKind::Aggregation) {
        upstream_windows.insert(upstream_windows.end(), op.window_outputs.begin(), op.window_outputs.end());
      }
    }

    // Stream-static joins with an unsupported outer side.
    for (const Operation& op : q.writer.input->operations.in_order()) {
      if (op.method != "join" || !op.other_is_static) continue;
      const std::string t = normalise_join_type(op.argument(2, "how"));
      const bool bad = op.static_on_left ? (t == "leftouter" || t == "fullouter" || t == "leftsemi")
                                         : (t == "rightouter" || t == "fullouter");
      if (bad) {
        out.push_back({"SR206", Severity::Error, op.range,
                       "A " + join_type_words(t) + " join " + (op.static_on_left ? "of a static DataFrame with a stream" : "of a stream with a static DataFrame") +
                           " is not supported in Structured Streaming.",
                       std::nullopt});
      }
    }

    // SR204: unbounded state, where nothing more specific was said about the operator.
    for (const StatefulOperator& op : shape.operators) {
      // With an unknown origin, keys with no column that can hold event time are unbounded whatever
      // watermark the source carries: Spark drops a group or key only by a watermarked key column
      // (RULES.md "Project scope": a grouping with no time column).
      const bool keyed =
          op.kind == StatefulKind::Aggregation || (op.kind == StatefulKind::Deduplication && !op.subset_all);
      const bool no_time_key = keyed && op.keys_known && !op.keys.empty() && op.window_columns.empty() &&
                               std::none_of(op.keys.begin(), op.keys.end(), may_be_event_time);
      if (!op.upstream_watermarks.empty() || specific.count(op.range.start_key()) ||
          (unseen_upstream && !no_time_key)) {
        continue;
      }
      // A global aggregation (no key, no window) keeps one row of state: it does not grow.
      const bool global = op.kind == StatefulKind::Aggregation && op.keys_known && op.keys.empty() &&
                          op.window_columns.empty();
      // (flat)MapGroupsWithState / applyInPandasWithState with a processing-time timeout, whose
      // function (in sight) removes state, evict idle keys themselves (it sees hasTimedOut and
      // removes the key), watermark or not (GroupStateTimeout:
      // https://spark.apache.org/docs/latest/api/python/reference/pyspark.ss/api/pyspark.sql.streaming.state.GroupState.html).
      // A timeout alone removes nothing: the state grows, as RULES.md SR204 says.
      if ((op.kind == StatefulKind::MapGroupsWithState || op.kind == StatefulKind::ApplyInPandasWithState) &&
          uses_processing_time_timeout(*op.operation) && function_removes_state(*op.operation)) {
        continue;
      }
      const bool unbounded = (op.kind == StatefulKind::Aggregation && mode != OutputMode::Append && !global) ||
                             op.kind == StatefulKind::Deduplication || op.kind == StatefulKind::MapGroupsWithState ||
                             op.kind == StatefulKind::ApplyInPandasWithState;
      if (!unbounded || (op.kind == StatefulKind::Aggregation && mode == OutputMode::Unknown)) continue;
      // Complete mode keeps every group by design, watermark or not (SR405): the way out is another mode.
      const bool complete = op.kind == StatefulKind::Aggregation && mode == OutputMode::Complete;
      const std::string what = unseen_upstream
                                   ? " keys on no event-time column: whatever watermark its source carries, no key "
                                     "is ever dropped, so its state grows with every new key."
                                   : " has no watermark: its state grows with every new key and is never cleaned.";
      out.push_back({"SR204", Severity::Warning, op.range,
                     "This " + std::string(to_string(op.kind)) + what +
                         (complete ? std::string(" In complete mode a watermark cannot drop it either: for bounded "
                                                 "state, write in update or append mode with a watermark on the "
                                                 "event-time column.")
                                   : std::string()),
                     std::nullopt, unseen_upstream ? &q : nullptr});
    }
  }
  return out;
}

void report_watermark_findings(RuleContext& ctx, std::string_view code) {
  if (!ctx.cache.watermark) ctx.cache.watermark = watermark_findings(ctx);
  for (const WatermarkFinding& f : *ctx.cache.watermark) {
    if (f.code != code) continue;
    ctx.report(f.code, f.severity, f.range, f.message, f.fix);
    if (f.stand_in) ctx.depends_on_caller(*f.stand_in);
  }
}

}  // namespace streamlint::analysis
