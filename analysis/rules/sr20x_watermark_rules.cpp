// SR201-SR206: one entry point per code over the shared decision in watermark_findings.cpp.
#include "analysis/rules/rule.h"
#include "analysis/rules/watermark_findings.h"

namespace streamlint::analysis {
namespace {

void report_code(RuleContext& ctx, std::string_view code) {
  if (!ctx.cache.watermark) ctx.cache.watermark = watermark_findings(ctx);
  for (const WatermarkFinding& f : *ctx.cache.watermark) {
    if (f.code == code) ctx.report(f.code, f.severity, f.range, f.message, f.fix);
  }
}

}  // namespace

void check_sr201_append_aggregation_without_watermark(RuleContext& ctx) { report_code(ctx, "SR201"); }
void check_sr202_watermark_after_stateful_operator(RuleContext& ctx) { report_code(ctx, "SR202"); }
void check_sr203_watermark_column_not_in_grouping(RuleContext& ctx) { report_code(ctx, "SR203"); }
void check_sr204_unbounded_state_without_watermark(RuleContext& ctx) { report_code(ctx, "SR204"); }
void check_sr205_drop_duplicates_within_watermark_needs_watermark(RuleContext& ctx) { report_code(ctx, "SR205"); }
void check_sr206_stream_stream_join_constraints(RuleContext& ctx) { report_code(ctx, "SR206"); }

}  // namespace streamlint::analysis
