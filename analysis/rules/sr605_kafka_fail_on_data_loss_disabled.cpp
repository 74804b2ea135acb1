// SR605 kafka-fail-on-data-loss-disabled (RULES.md platform; streaming-facts.md §8 and §11:
// `failOnDataLoss` defaults to true, Spark Kafka integration guide, source options table). With it
// false, offsets that expired or were deleted before the query read them are skipped silently.
#include "analysis/query_model/value.h"
#include "analysis/rules/doc_links.h"
#include "analysis/rules/conf_facts.h"
#include "analysis/rules/rule.h"
#include "analysis/text_util.h"

namespace streamlint::analysis {

void check_sr605_kafka_fail_on_data_loss_disabled(RuleContext& ctx) {
  for (const auto& source : ctx.model.sources) {
    if (source->format != "kafka") continue;  // streaming sources only: batch Kafka reads are not here
    const OptionSetting* option = source->options.find("failOnDataLoss");
    if (!option) continue;
    // "false" in any case and spacing (Spark reads it with toBoolean after trim), or a boolean.
    if (conf_bool(option->value) != false) continue;
    // No fix (RULES.md SR605): whether a query should stop on lost offsets, and how long the topic
    // retains them, is the owner's call; removing the option changes what an outage does.
    ctx.report("SR605", Severity::Warning, option->key_range,
               "failOnDataLoss is false: offsets that expired from the topic or were deleted before this query "
               "read them are skipped without an error, so records are lost silently. Keep the default (true) "
               "and size the topic's retention to the longest outage, or alert on the lost ranges.");
  }
}

const Rule& rule_sr605() {
  static const Rule rule{
      {"SR605", "kafka-fail-on-data-loss-disabled", Severity::Warning, "platform",
       "A Kafka source with `failOnDataLoss` set to false.",
       "Kafka deletes records when the topic's retention runs out. A query that was stopped, or fell behind, "
       "longer than the retention finds its next offsets gone: with `failOnDataLoss` true (the default) it "
       "fails and someone decides; with false it skips the missing range and goes on, and nothing records "
       "which records were never processed.",
       "Remove the option (the default is true) and size the topic's retention to the longest outage you "
       "must survive; when losing records is acceptable, alert on the lost offset ranges instead of hiding them.",
       "# problem\nspark.readStream.format(\"kafka\").option(\"failOnDataLoss\", \"false\")\n"
       "# fixed\nspark.readStream.format(\"kafka\")",
       {kKafkaDoc},
       "8, 11",
       {}, {}},
      check_sr605_kafka_fail_on_data_loss_disabled, nullptr};
  return rule;
}

}  // namespace streamlint::analysis
