// SR204 unbounded-state-without-watermark (RULES.md watermark): its findings of the shared watermark decision
// (watermark_findings.h).
#include "analysis/rules/doc_links.h"
#include "analysis/rules/rule.h"
#include "analysis/rules/watermark_findings.h"

namespace streamlint::analysis {

void check_sr204_unbounded_state_without_watermark(RuleContext& ctx) { report_watermark_findings(ctx, "SR204"); }

const Rule& rule_sr204() {
  static const Rule rule{
      {"SR204", "unbounded-state-without-watermark", Severity::Warning, "watermark",
       "A stateful operator has no watermark, so its state grows forever.",
       "Aggregations in update/complete mode, dropDuplicates, stream-stream joins and (flat)MapGroupsWithState / "
       "applyInPandasWithState keep state per key. Without a watermark (or a processing-time timeout whose function sets a duration and removes "
       "timed-out keys) nothing is ever removed: "
       "memory, checkpoint size and batch latency grow until the job fails.",
       "Add withWatermark on the event-time column upstream, and use it in the keys or join condition.",
       "# problem\ndf.dropDuplicates([\"id\"])\n# fixed\ndf.withWatermark(\"ts\", \"1 hour\").dropDuplicates([\"id\", \"ts\"])",
       {kWatermarksDoc, kDedupDoc}, "2.3, 5.5",
       {}, {}},
      check_sr204_unbounded_state_without_watermark, nullptr};
  return rule;
}

}  // namespace streamlint::analysis
