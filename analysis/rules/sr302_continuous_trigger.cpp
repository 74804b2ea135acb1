// SR302 continuous-trigger (RULES.md trigger; streaming-facts.md §3.2).
#include "analysis/rules/doc_links.h"
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
                                : python_trigger_rename(t.keyword_range, ctx.text(t.keyword_range), ctx.text(t.call_range), "processingTime");
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

const Rule& rule_sr302() {
  static const Rule rule{
      {"SR302", "continuous-trigger", Severity::Warning, "trigger",
       "Continuous processing trigger: experimental in Spark and not supported on Databricks.",
       "`trigger(continuous=...)` is experimental since Spark 2.3: at-least-once only, map-like "
       "operations only, Kafka/rate sources, no automatic task retries. Databricks does not support it "
       "(\"Not supported. This is an experimental feature included in Spark OSS. Use real-time mode "
       "instead.\").",
       "Use a micro-batch trigger with the same interval (`processingTime=`), or real-time mode "
       "(`realTime=`, Public Preview, DBR 16.4 LTS+) where sub-second latency is required.",
       "# problem\ndf.writeStream.trigger(continuous=\"1 second\")\n"
       "# fixed\ndf.writeStream.trigger(processingTime=\"1 second\")",
       {kTriggersDoc, kContinuousDoc},
       "3.2",
       {}, {}},
      check_sr302_continuous_trigger, nullptr};
  return rule;
}

}  // namespace streamlint::analysis
