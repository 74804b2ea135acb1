// SR308 unbounded-first-batch (RULES.md trigger; streaming-facts.md §3.3 and §11: `startingOffsets`
// defaults to "latest" for streams and `maxOffsetsPerTrigger` has no default, Spark Kafka
// integration guide, source options table). A Kafka source read from "earliest" with no cap takes
// the whole retained backlog in its first micro-batch.
#include <map>

#include "analysis/query_model/value.h"
#include "analysis/rules/doc_links.h"
#include "analysis/rules/rule.h"
#include "analysis/text_util.h"

namespace streamlint::analysis {

void check_sr308_unbounded_first_batch(RuleContext& ctx) {
  // Serverless is SR305's (availableNow) or SR304's; pipelines own their rate limits (SR3xx stay silent).
  if (ctx.project.compute != Compute::Classic && ctx.project.compute != Compute::Unknown) return;
  // Sources only Once queries read: Once ignores maxOffsetsPerTrigger (SR307 would report the
  // added option), so the finding stands without that fix (SR301 offers availableNow).
  std::map<const Source*, bool> once_only;
  for (const StreamingQuery& q : ctx.model.queries) {
    if (!q.writer.input) continue;
    const bool once = q.writer.trigger && q.writer.trigger->kind == TriggerKind::Once;
    for (const auto& source : q.writer.input->sources) {
      const auto [it, added] = once_only.emplace(source.get(), once);
      if (!added) it->second = it->second && once;
    }
  }
  for (const auto& source : ctx.model.sources) {
    if (source->format != "kafka" || source->in_pipeline_dataset || !source->options.complete) continue;
    if (source->options.find("maxOffsetsPerTrigger")) continue;
    const OptionSetting* starting = source->options.find("startingOffsets");
    if (!starting) continue;  // the default is "latest"
    const auto value = string_of(starting->value);
    // Spark trims and lower-cases the value (KafkaSourceProvider); a JSON of offsets is bounded.
    if (!value) continue;
    if (!iequals(trim_spaces(*value), "earliest")) continue;
    ctx.report("SR308", Severity::Information, starting->key_range,
               "This Kafka source starts from the earliest offsets with no maxOffsetsPerTrigger: its first "
               "micro-batch (and every catch-up batch after a pause) reads the whole retained backlog at once, "
               "which can spill, run out of memory or never finish. Cap it with maxOffsetsPerTrigger.",
               // A number that parses (a fix must keep the syntax); unsafe: the user sizes it.
               once_only.contains(source.get()) && once_only.at(source.get())
                   ? std::nullopt
                   : std::optional<Fix>(
                         Fix{"Add maxOffsetsPerTrigger (size the limit to your batches)",
                             {ctx.edit(start_of(source->call_range), ".option(\"maxOffsetsPerTrigger\", 100000)")},
                             false}));
  }
}

const Rule& rule_sr308() {
  static const Rule rule{
      {"SR308", "unbounded-first-batch", Severity::Information, "trigger",
       "A Kafka source read from the earliest offsets with no per-batch cap.",
       "`startingOffsets` \"earliest\" makes a new query (or one whose checkpoint is gone) start at the "
       "oldest offset the topic retains, and `maxOffsetsPerTrigger` has no default: the first micro-batch "
       "reads the whole backlog, and so does every catch-up batch after the query was stopped. Batches that "
       "size spill, run out of memory or run for hours before their first commit.",
       "Set `maxOffsetsPerTrigger` on the source (offsets are split over the topic's partitions); with "
       "`trigger(availableNow=True)` the backlog is still read to the end, in capped batches.",
       "# problem\nspark.readStream.format(\"kafka\").option(\"startingOffsets\", \"earliest\")\n"
       "# fixed\nspark.readStream.format(\"kafka\").option(\"startingOffsets\", \"earliest\")"
       ".option(\"maxOffsetsPerTrigger\", 100000)",
       {kKafkaDoc, kTriggersDoc},
       "3.3, 11",
       {}, {}},
      check_sr308_unbounded_first_batch, nullptr};
  return rule;
}

}  // namespace streamlint::analysis
