// SR201 append-aggregation-without-watermark (RULES.md watermark): its findings of the shared watermark decision
// (watermark_findings.h).
#include "analysis/rules/doc_links.h"
#include "analysis/rules/rule.h"
#include "analysis/rules/watermark_findings.h"

namespace streamlint::analysis {

void check_sr201_append_aggregation_without_watermark(RuleContext& ctx) { report_watermark_findings(ctx, "SR201"); }

const Rule& rule_sr201() {
  static const Rule rule{
      {"SR201", "append-aggregation-without-watermark", Severity::Error, "watermark",
       "A streaming aggregation in append mode has no watermark.",
       "Append mode only emits a group once it can never change, which needs a watermark. Spark refuses to start: "
       "\"Append output mode not supported when there are streaming aggregations on streaming DataFrames/DataSets "
       "without watermark\".",
       "Add .withWatermark(\"<event time column>\", \"<delay>\") before groupBy, grouping by that column or a "
       "window on it; or use update mode. In a Lakeflow pipeline the query is not refused but recomputed on "
       "every update: that is SR204.",
       "# problem\ndf.groupBy(F.window(\"ts\", \"5 minutes\")).count()\n"
       "# fixed\ndf.withWatermark(\"ts\", \"10 minutes\").groupBy(F.window(\"ts\", \"5 minutes\")).count()",
       {kWatermarkCleanupDoc, kWatermarksDoc}, "2.2",
       {}, {"SR204"}},
      check_sr201_append_aggregation_without_watermark, nullptr};
  return rule;
}

}  // namespace streamlint::analysis
