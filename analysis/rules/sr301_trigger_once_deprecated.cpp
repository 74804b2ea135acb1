// SR301 trigger-once-deprecated (RULES.md trigger; streaming-facts.md §3.1-3.2).
#include "analysis/rules/doc_links.h"
#include "analysis/rules/rule.h"
#include "analysis/rules/trigger_spelling.h"

namespace streamlint::analysis {

void check_sr301_trigger_once_deprecated(RuleContext& ctx) {
  for (const Trigger& t : ctx.model.triggers) {
    if (t.kind != TriggerKind::Once || t.in_pipeline_dataset) continue;
    // availableNow reached Delta, Auto Loader and Kafka sources in DBR 10.4 LTS (streaming-facts.md §3.2).
    const bool available_now = !ctx.project.target_dbr || *ctx.project.target_dbr >= DbrVersion{10, 4};
    const SourceLanguage language = ctx.language;
    const std::string once = run_once_trigger(language, true);
    std::optional<Fix> fix;
    // Python names the trigger with a keyword (`once`), Scala with an object (`Trigger.Once()`).
    const auto rename = language == SourceLanguage::Scala
                            ? scala_trigger_rename(t.keyword_range, ctx.text(t.keyword_range), "Once", "AvailableNow", ctx.source)
                            : python_trigger_rename(t.keyword_range, ctx.text(t.keyword_range), ctx.text(t.call_range), "availableNow");
    if (available_now && rename) {
      fix = Fix{"Replace " + run_once_argument(language, true) + " with " + run_once_argument(language),
                {ctx.edit(rename->first, rename->second)}, true};
    }
    ctx.report("SR301", Severity::Warning, t.call_range,
               available_now ? once + " is deprecated (Spark 3.4, DBR 11.3 LTS) and ignores rate limits; use " +
                                   run_once_trigger(language) + "."
                             : once + " is deprecated from DBR 11.3 LTS and ignores rate limits; plan the move to " +
                                   run_once_argument(language) + " (DBR 10.4 LTS and above).",
               std::move(fix));
    ctx.findings.back().deprecated = true;
  }
}

const Rule& rule_sr301() {
  static const Rule rule{
      {"SR301", "trigger-once-deprecated", Severity::Warning, "trigger",
       "`trigger(once=True)` is deprecated; use `trigger(availableNow=True)`.",
       "Trigger.Once is deprecated in Spark 3.4 (SPARK-39805) and in Databricks Runtime 11.3 LTS and "
       "above. It processes everything in one micro-batch and ignores rate limits "
       "(maxFilesPerTrigger, maxBytesPerTrigger, maxOffsetsPerTrigger), which can spill or run out of "
       "memory on a backlog, and it skips the no-data batch, so watermark-driven output is deferred to "
       "the next run. availableNow processes the same data in rate-limited batches and then stops.",
       "Replace `once=True` with `availableNow=True`; in Scala, `Trigger.Once()` with `Trigger.AvailableNow()` "
       "(quick fix available).",
       "# problem\nq = df.writeStream.trigger(once=True).toTable(\"t\")\n"
       "# fixed\nq = df.writeStream.trigger(availableNow=True).toTable(\"t\")",
       {kTriggersDoc, kTriggerRefDoc, kSparkTriggersDoc},
       "3.1-3.2",
       {}, {"SR304"}},
      check_sr301_trigger_once_deprecated, nullptr};
  return rule;
}

}  // namespace streamlint::analysis
