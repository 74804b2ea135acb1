// SR303 foreach-batch-with-continuous-trigger (RULES.md trigger; streaming-facts.md §4.3).
#include "analysis/rules/doc_links.h"
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

const Rule& rule_sr303() {
  static const Rule rule{
      {"SR303", "foreach-batch-with-continuous-trigger", Severity::Error, "trigger",
       "`foreachBatch` cannot run with a continuous trigger.",
       "Spark rejects the query at start: `'foreachBatch' is not supported with continuous trigger`. "
       "Continuous processing has no micro-batches to hand to the function.",
       "Use a micro-batch trigger (`availableNow=True` or `processingTime=`) with foreachBatch, or "
       "`foreach(writer)` if continuous processing is really required.",
       "# problem\ndf.writeStream.trigger(continuous=\"2 seconds\").foreachBatch(upsert)\n"
       "# fixed\ndf.writeStream.trigger(processingTime=\"2 seconds\").foreachBatch(upsert)",
       {kForeachBatchDoc, kDbxForeachDoc, kTriggersDoc},
       "4.3",
       {}, {}},
      check_sr303_foreach_batch_with_continuous_trigger, nullptr};
  return rule;
}

}  // namespace streamlint::analysis
