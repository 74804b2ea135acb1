// SR307 rate-limit-ignored (RULES.md trigger; streaming-facts.md §3.3).
#include "analysis/rules/doc_links.h"
#include "analysis/rules/rule.h"
#include "analysis/rules/trigger_spelling.h"
#include "analysis/text_util.h"

namespace streamlint::analysis {
namespace {

// Lower-cased rate-limit option keys of the sources in streaming-facts.md §3.3.
bool is_rate_limit(std::string_view lowered) {
  if (starts_with(lowered, "cloudfiles.")) lowered.remove_prefix(11);
  return lowered == "maxfilespertrigger" || lowered == "maxbytespertrigger" ||
         lowered == "maxoffsetspertrigger" || lowered == "minoffsetspertrigger";
}

// Why `key` is ignored by a source of `format` ("" when it is honoured or the format is unknown).
std::string wrong_source_reason(const std::string& written, const std::string& format) {
  if (format.empty()) return {};
  const std::string key = to_lower(written);
  const bool kafka = format == "kafka";
  if (key == "maxoffsetspertrigger" && !kafka) {
    return "maxOffsetsPerTrigger only limits Kafka sources; this " + format + " source ignores it.";
  }
  if ((key == "maxfilespertrigger" || key == "maxbytespertrigger") && kafka) {
    return "Kafka sources ignore " + written + "; use maxOffsetsPerTrigger.";
  }
  return {};
}

}  // namespace

void check_sr307_rate_limit_ignored(RuleContext& ctx) {
  // Pipeline code: the pipeline owns triggers and rate limits (RULES.md pipeline: SR3xx stay silent).
  for (const auto& source : ctx.model.sources) {
    if (source->in_pipeline_dataset) continue;
    for (const OptionSetting& o : source->options.settings) {
      std::string reason = wrong_source_reason(o.key, source->format);
      if (!reason.empty()) ctx.report("SR307", Severity::Warning, o.key_range, std::move(reason));
    }
  }
  for (const StreamingQuery& q : ctx.model.queries) {
    if (!q.writer.input || !q.writer.trigger || q.writer.trigger->kind != TriggerKind::Once || q.in_pipeline_dataset) continue;
    for (const auto& source : q.writer.input->sources) {
      for (const OptionSetting& o : source->options.settings) {
        if (!is_rate_limit(to_lower(o.key))) continue;
        ctx.report("SR307", Severity::Warning, o.key_range,
                   o.key + " is ignored: " + run_once_trigger(ctx.language, true) +
                       " processes the whole backlog in one micro-batch. Use " + run_once_trigger(ctx.language) +
                       " to keep the limit.");
      }
    }
  }
}

const Rule& rule_sr307() {
  static const Rule rule{
      {"SR307", "rate-limit-ignored", Severity::Warning, "trigger",
       "A rate-limit option that this query ignores.",
       "Rate limits are per source: Kafka honours `maxOffsetsPerTrigger`, file, Delta and Auto Loader "
       "sources honour `maxFilesPerTrigger` / `maxBytesPerTrigger` (Auto Loader with the `cloudFiles.` "
       "prefix). An option given to the wrong source is silently ignored, and `trigger(once=True)` "
       "ignores every rate limit, so the whole backlog lands in one micro-batch.",
       "Use the option the source honours, and `trigger(availableNow=True)` instead of `once=True` so "
       "the limit applies.",
       "# problem\nspark.readStream.format(\"kafka\").option(\"maxFilesPerTrigger\", 100)\n"
       "# fixed\nspark.readStream.format(\"kafka\").option(\"maxOffsetsPerTrigger\", 100000)",
       {kTriggersDoc, kSparkTriggersDoc},
       "3.3",
       {}, {}},
      check_sr307_rate_limit_ignored, nullptr};
  return rule;
}

}  // namespace streamlint::analysis
