// SR302 continuous-trigger (RULES.md trigger; streaming-facts.md §3.2).
#include "analysis/rules/rule.h"

namespace streamlint::analysis {

void check_sr302_continuous_trigger(RuleContext& ctx) {
  for (const Trigger& t : ctx.model.triggers) {
    if (t.kind != TriggerKind::Continuous || t.in_pipeline_dataset) continue;
    // Databricks does not support continuous processing; on OSS Spark it is experimental.
    const bool databricks = ctx.project.on_databricks();
    ctx.report("SR302", databricks ? Severity::Error : Severity::Warning, t.call_range,
               databricks ? "Continuous processing is not supported on Databricks; use a processingTime "
                            "trigger (or real-time mode for sub-second latency)."
                          : "Continuous processing is experimental (at-least-once, map-like operations only); "
                            "use a processingTime trigger.",
               Fix{"Use processingTime with the same interval", {{t.keyword_range, "processingTime"}}, true});
  }
}

}  // namespace streamlint::analysis
