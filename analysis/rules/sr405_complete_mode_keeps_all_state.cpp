// SR405 complete-mode-keeps-all-state (RULES.md sink; streaming-facts.md §4.2).
#include "analysis/query_model/stateful.h"
#include "analysis/rules/doc_links.h"
#include "analysis/rules/rule.h"

namespace streamlint::analysis {

void check_sr405_complete_mode_keeps_all_state(RuleContext& ctx) {
  for (const StreamingQuery& q : ctx.model.queries) {
    if (!q.writer.input || q.writer.output_mode != OutputMode::Complete || !q.writer.output_mode_range) continue;
    for (const StatefulOperator& op : analyse_shape(*q.writer.input).operators) {
      if (op.kind != StatefulKind::Aggregation || op.upstream_watermarks.empty()) continue;
      ctx.report("SR405", Severity::Information, *q.writer.output_mode_range,
                 "Complete mode keeps every aggregate in state forever: the watermark cannot drop any of it. Use "
                 "update or append mode to let the watermark bound the state.");
      break;
    }
  }
}

const Rule& rule_sr405() {
  static const Rule rule{
      {"SR405", "complete-mode-keeps-all-state", Severity::Information, "sink",
       "Complete output mode on an aggregation with a watermark.",
       "Complete mode rewrites the whole result every batch and never drops aggregates, so the watermark cannot "
       "bound the state.",
       "Use update (or append) mode if old windows may be forgotten.",
       "# fixed\nagg.writeStream.outputMode(\"update\")",
       {kSparkOutputModesDoc, kOutputModeDoc}, "4.2",
       {}, {}},
      check_sr405_complete_mode_keeps_all_state, nullptr};
  return rule;
}

}  // namespace streamlint::analysis
