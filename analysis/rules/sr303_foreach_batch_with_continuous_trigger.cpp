// SR303 foreach-batch-with-continuous-trigger (RULES.md trigger; streaming-facts.md §4.3).
#include "analysis/rules/rule.h"

namespace streamlint::analysis {

void check_sr303_foreach_batch_with_continuous_trigger(RuleContext& ctx) {
  for (const StreamingQuery& q : ctx.model.queries) {
    const StreamWriter& w = q.writer;
    if (!w.foreach_batch_range || !w.trigger || w.trigger->kind != TriggerKind::Continuous) continue;
    ctx.report("SR303", Severity::Error, *w.foreach_batch_range,
               "foreachBatch is not supported with a continuous trigger: Spark fails at start with "
               "\"'foreachBatch' is not supported with continuous trigger\".");
  }
}

}  // namespace streamlint::analysis
