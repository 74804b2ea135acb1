// SR203 watermark-column-not-in-grouping (RULES.md watermark): its findings of the shared watermark decision
// (watermark_findings.h).
#include "analysis/rules/doc_links.h"
#include "analysis/rules/rule.h"
#include "analysis/rules/watermark_findings.h"

namespace streamlint::analysis {

void check_sr203_watermark_column_not_in_grouping(RuleContext& ctx) { report_watermark_findings(ctx, "SR203"); }

const Rule& rule_sr203() {
  static const Rule rule{
      {"SR203", "watermark-column-not-in-grouping", Severity::Warning, "watermark",
       "The watermark column is not part of the aggregation keys or the dedup subset.",
       "State is only dropped for groups whose event time falls behind the watermark; if the grouping (or the "
       "dropDuplicates subset) does not include the watermark column or a window on it, no group ever expires.",
       "Group by window(<watermark column>, ...) or include the column; for deduplication add it to the subset or use "
       "dropDuplicatesWithinWatermark (Spark 3.5+, changes semantics).",
       "# problem\ndf.withWatermark(\"ts\", \"15 minutes\").groupBy(\"account\").count()\n"
       "# fixed\ndf.withWatermark(\"ts\", \"15 minutes\").groupBy(F.window(\"ts\", \"1 hour\"), \"account\").count()",
       {kWatermarkCleanupDoc, kDedupDoc}, "2.2-2.3",
       {}, {"SR204"}},
      check_sr203_watermark_column_not_in_grouping, nullptr};
  return rule;
}

}  // namespace streamlint::analysis
