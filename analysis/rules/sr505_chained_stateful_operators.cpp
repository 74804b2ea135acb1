// SR505 chained-stateful-operators (RULES.md state-store; streaming-facts.md §2.6).
#include <optional>
#include <string>
#include <utility>

#include "analysis/query_model/stateful.h"
#include "analysis/rules/doc_links.h"
#include "analysis/rules/query_facts.h"
#include "analysis/rules/rule.h"

namespace streamlint::analysis {

void check_sr505_chained_stateful_operators(RuleContext& ctx) {
  for (const StreamingQuery& q : ctx.model.queries) {
    if (!q.writer.input) continue;
    auto ops = analyse_shape(*q.writer.input).operators;
    // A joined stream's operators feed the join, not this chain (StatefulOperator::joined_side).
    std::erase_if(ops, [](const StatefulOperator& op) { return op.joined_side; });
    const OutputMode mode = effective_output_mode(q.writer);
    // Every stateful operator counts, a deduplication too (Dataset.distinct() is dropDuplicates()):
    // the programming guide (streaming-facts.md §2.6) does not support chaining stateful operators
    // in update or complete mode, nor before DBR 13.3, whatever they are.
    std::optional<std::size_t> upstream;
    for (std::size_t i = 0; i < ops.size(); ++i) {
      const std::optional<std::size_t> before = std::exchange(upstream, i);
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
       "in append mode it needs DBR 13.3 LTS. A deduplication counts as a stateful operator.",
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
