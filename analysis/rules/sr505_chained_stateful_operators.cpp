// SR505 chained-stateful-operators (RULES.md state-store; streaming-facts.md §2.6).
#include <optional>
#include <string>

#include "analysis/query_model/stateful.h"
#include "analysis/rules/doc_links.h"
#include "analysis/rules/query_facts.h"
#include "analysis/rules/rule.h"

namespace streamlint::analysis {

void check_sr505_chained_stateful_operators(RuleContext& ctx) {
  for (const StreamingQuery& q : ctx.model.queries) {
    if (!q.writer.input) continue;
    const auto ops = analyse_shape(*q.writer.input).operators;
    const OutputMode mode = effective_output_mode(q.writer);
    // A deduplication emits no row older than the watermark, so Spark lets any stateful operator
    // follow it in every mode (UnsupportedOperationChecker's ifCannotBeFollowedByStatefulOperation
    // names aggregations, event-time (flat)MapGroupsWithState and range joins only): what a chain
    // is judged by is the nearest operator upstream that is no deduplication.
    // Dataset.distinct() is dropDuplicates() (Spark's Dataset.scala), a deduplication too; SQL's
    // DISTINCT and UNION are a Distinct, planned as an aggregation (written with no parentheses).
    const auto dedup = [](const StatefulOperator& op) {
      if (op.kind == StatefulKind::Deduplication || op.kind == StatefulKind::DeduplicationWithinWatermark) return true;
      return op.kind == StatefulKind::Aggregation && op.operation && op.operation->method == "distinct" &&
             op.range.text().find('(') != std::string_view::npos;
    };
    std::optional<std::size_t> upstream;
    for (std::size_t i = 0; i < ops.size(); ++i) {
      const std::optional<std::size_t> before = upstream;
      if (!dedup(ops[i])) upstream = i;
      if (!before) continue;
      // applyInPandasWithState is PySpark's flatMapGroupsWithState.
      const StatefulKind previous = ops[*before].kind;
      const bool after_map_groups =
          previous == StatefulKind::MapGroupsWithState || previous == StatefulKind::ApplyInPandasWithState;
      // The message names both operators: the chain may span helpers and lines.
      const std::string chain = "This " + std::string(to_string(ops[i].kind)) + " follows the " +
                                std::string(to_string(previous)) + " upstream";
      if (after_map_groups || mode == OutputMode::Update || mode == OutputMode::Complete) {
        ctx.report("SR505", Severity::Error, ops[i].range,
                   after_map_groups ? chain +
                                          ": a stateful operator after (flat)MapGroupsWithState is not supported; "
                                          "split the query in two."
                                    : chain +
                                          ": chained stateful operators are not supported in update or complete "
                                          "mode; use append mode or split the query.");
      } else if (mode == OutputMode::Append && ctx.project.target_dbr && *ctx.project.target_dbr < DbrVersion{13, 3}) {
        ctx.report("SR505", Severity::Warning, ops[i].range,
                   chain + ": chaining stateful operators needs DBR 13.3 LTS or above.");
      }
    }
  }
}

const Rule& rule_sr505() {
  static const Rule rule{
      {"SR505",
       "chained-stateful-operators",
       Severity::Error,
       "state-store",
       "A stateful operator downstream of another.",
       "Chaining stateful operators is not supported in update/complete mode, nor after (flat)MapGroupsWithState; "
       "in append mode it needs DBR 13.3 LTS. A deduplication may feed any stateful operator in every mode.",
       "Use append mode on DBR 13.3+, or split the pipeline into two queries.",
       "# problem\ndf.groupBy(w, \"user\").count().groupBy(\"window\").count()  # in update mode",
       {kStatefulDoc},
       "2.6",
       {"dbr"},
       {}},
      check_sr505_chained_stateful_operators,
      nullptr};
  return rule;
}

}  // namespace streamlint::analysis
