// SR202 watermark-after-stateful-operator (RULES.md watermark): its findings of the shared watermark decision
// (watermark_findings.h).
#include "analysis/rules/doc_links.h"
#include "analysis/rules/rule.h"
#include "analysis/rules/watermark_findings.h"

namespace streamlint::analysis {

void check_sr202_watermark_after_stateful_operator(RuleContext& ctx) { report_watermark_findings(ctx, "SR202"); }

const Rule& rule_sr202() {
  static const Rule rule{
      {"SR202", "watermark-after-stateful-operator", Severity::Error, "watermark",
       "withWatermark is applied after the stateful operator it should bound.",
       "A watermark only bounds the state of operators downstream of it. Placed after the aggregation or dedup it "
       "does nothing for its state, and in append mode the aggregation is rejected.",
       "Move withWatermark before the stateful operator.",
       "# problem\ndf.groupBy(\"ts\").count().withWatermark(\"ts\", \"1 minute\")\n"
       "# fixed\ndf.withWatermark(\"ts\", \"1 minute\").groupBy(\"ts\").count()",
       {kWatermarkCleanupDoc, kWatermarksDoc}, "2.2",
       {}, {"SR204"}},
      check_sr202_watermark_after_stateful_operator, nullptr};
  return rule;
}

}  // namespace streamlint::analysis
