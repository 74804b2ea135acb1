// SR205 drop-duplicates-within-watermark-needs-watermark (RULES.md watermark): its findings of the shared watermark decision
// (watermark_findings.h).
#include "analysis/rules/doc_links.h"
#include "analysis/rules/rule.h"
#include "analysis/rules/watermark_findings.h"

namespace streamlint::analysis {

void check_sr205_drop_duplicates_within_watermark_needs_watermark(RuleContext& ctx) { report_watermark_findings(ctx, "SR205"); }

const Rule& rule_sr205() {
  static const Rule rule{
      {"SR205", "drop-duplicates-within-watermark-needs-watermark", Severity::Error, "watermark",
       "dropDuplicatesWithinWatermark without a watermark, or on a runtime older than Spark 3.5.",
       "dropDuplicatesWithinWatermark requires a watermark set with withWatermark and exists from Spark 3.5 "
       "(DBR 14.3 LTS).",
       "Add withWatermark upstream (with a delay above the largest timestamp gap between duplicates) and target "
       "DBR 14.3+.",
       "# problem\ndf.dropDuplicatesWithinWatermark([\"id\"])\n"
       "# fixed\ndf.withWatermark(\"ts\", \"1 hour\").dropDuplicatesWithinWatermark([\"id\"])",
       {kWatermarksDoc, kDedupDoc}, "2.3",
       {"dbr (version part)"}, {"SR204"}},
      check_sr205_drop_duplicates_within_watermark_needs_watermark, nullptr};
  return rule;
}

}  // namespace streamlint::analysis
