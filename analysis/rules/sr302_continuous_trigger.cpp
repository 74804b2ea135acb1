// SR302 continuous-trigger (RULES.md trigger; streaming-facts.md §3.2).
#include "analysis/rules/rule.h"
#include "analysis/rules/trigger_spelling.h"

namespace streamlint::analysis {

void check_sr302_continuous_trigger(RuleContext& ctx) {
  for (const Trigger& t : ctx.model.triggers) {
    if (t.kind != TriggerKind::Continuous || t.in_pipeline_dataset) continue;
    // Databricks does not support continuous processing; on OSS Spark it is experimental.
    const bool databricks = ctx.project.on_databricks();
    const bool serverless = ctx.project.compute == Compute::Serverless;
    // Serverless runs neither trigger: SR304 offers availableNow there instead.
    std::optional<Fix> fix;
    if (!serverless) {
      // Micro-batches instead of continuous processing: a change of semantics, so never applied blindly.
      // Python: the keyword; Scala: the Trigger object's name, keeping its argument list.
      const bool scala = ctx.language == SourceLanguage::Scala;
      const auto rename = scala ? scala_trigger_rename(t.keyword_range, ctx.text(t.keyword_range), "Continuous",
                                                       "ProcessingTime", ctx.source)
                                : std::optional<std::pair<Span, std::string>>({t.keyword_range, "processingTime"});
      if (rename) fix = Fix{"Use processingTime with the same interval", {ctx.edit(rename->first, rename->second)}, false};
    }
    ctx.report("SR302", databricks ? Severity::Error : Severity::Warning, t.call_range,
               serverless ? "Continuous processing is not supported on Databricks, and serverless only runs " +
                                run_once_trigger(ctx.language) + "."
               : databricks ? "Continuous processing is not supported on Databricks; use a processingTime "
                              "trigger (or real-time mode for sub-second latency)."
                            : "Continuous processing is experimental (at-least-once, map-like operations only); "
                              "use a processingTime trigger.",
               std::move(fix));
  }
}

}  // namespace streamlint::analysis
