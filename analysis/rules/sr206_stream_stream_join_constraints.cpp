// SR206 stream-stream-join-constraints (RULES.md watermark): its findings of the shared watermark decision
// (watermark_findings.h).
#include "analysis/rules/doc_links.h"
#include "analysis/rules/rule.h"
#include "analysis/rules/watermark_findings.h"

namespace streamlint::analysis {

void check_sr206_stream_stream_join_constraints(RuleContext& ctx) { report_watermark_findings(ctx, "SR206"); }

const Rule& rule_sr206() {
  static const Rule rule{
      {"SR206", "stream-stream-join-constraints", Severity::Error, "watermark",
       "A streaming join misses what its join type requires, or is not supported.",
       "Outer and semi stream-stream joins need a watermark on the required side and an event-time range "
       "condition; inner joins without them buffer both inputs forever. Stream-static right/full outer joins (and "
       "static-stream left/full outer/semi joins) are not supported.",
       "Stream-stream: add withWatermark on both streams and a time-range condition (BETWEEN / interval) to the "
       "join. Stream-static: keep the stream on the preserved side (stream left outer static), or join inside "
       "foreachBatch.",
       "# fixed\nimps.withWatermark(\"imp_ts\", \"2 hours\").join(clicks.withWatermark(\"click_ts\", \"3 hours\"),\n"
       "    F.expr(\"ad = click_ad AND click_ts BETWEEN imp_ts AND imp_ts + interval 1 hour\"), \"leftOuter\")",
       {kJoinMatrixDoc}, "2.4",
       {}, {"SR204"}},
      check_sr206_stream_stream_join_constraints, nullptr};
  return rule;
}

}  // namespace streamlint::analysis
