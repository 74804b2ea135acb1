// SR605 kafka-fail-on-data-loss-disabled (RULES.md platform; streaming-facts.md §8 and §11:
// `failOnDataLoss` defaults to true, Spark Kafka integration guide, source options table). With it
// false, offsets that expired or were deleted before the query read them are skipped silently.
#include "analysis/query_model/value.h"
#include "analysis/rules/rule.h"
#include "analysis/text_util.h"

namespace streamlint::analysis {

void check_sr605_kafka_fail_on_data_loss_disabled(RuleContext& ctx) {
  for (const auto& source : ctx.model.sources) {
    if (source->format != "kafka") continue;  // streaming sources only: batch Kafka reads are not here
    const OptionSetting* option = source->options.find("failOnDataLoss");
    if (!option) continue;
    // "false" in any case and spacing (Spark reads it with toBoolean after trim), or a boolean.
    bool off = false;
    if (const auto* b = option->value->as<BoolValue>()) off = !b->value;
    if (auto s = string_of(option->value)) off = iequals(trim_spaces(*s), "false");
    if (!off) continue;
    // Unsafe: the query then fails where it skipped lost offsets.
    std::optional<Fix> fix;
    if (option->removal) fix = Fix{"Remove failOnDataLoss (fail when offsets are lost)", {ctx.edit(*option->removal, "")}, false};
    ctx.report("SR605", Severity::Warning, option->key_range,
               "failOnDataLoss is false: offsets that expired from the topic or were deleted before this query "
               "read them are skipped without an error, so records are lost silently. Keep the default (true) "
               "and size the topic's retention to the longest outage, or alert on the lost ranges.",
               std::move(fix));
  }
}

}  // namespace streamlint::analysis
