// SR603 kafka-option-not-supported (RULES.md platform; streaming-facts.md §8).
#include <algorithm>

#include "analysis/query_model/value.h"
#include "analysis/rules/doc_links.h"
#include "analysis/rules/rule.h"
#include "analysis/text_util.h"

namespace streamlint::analysis {

void check_sr603_kafka_option_not_supported(RuleContext& ctx) {
  for (const auto& source : ctx.model.sources) {
    if (source->format != "kafka") continue;
    const auto is_reset = [](const OptionSetting& o) {
      const std::string key = to_lower(o.key);
      return key == "auto.offset.reset" || key == "kafka.auto.offset.reset";
    };
    const auto resets = std::count_if(source->options.settings.begin(), source->options.settings.end(), is_reset);
    for (const OptionSetting& o : source->options.settings) {
      const std::string key = to_lower(o.key);
      const bool reset = key == "auto.offset.reset" || key == "kafka.auto.offset.reset";
      // The consumer settings the source refuses at start (the Kafka integration guide, "Kafka
      // Specific Configurations": keys and values are always byte arrays, offsets are committed
      // by the checkpoint, interceptors are not supported).
      const bool refused = key == "kafka.key.deserializer" || key == "kafka.value.deserializer" ||
                           key == "kafka.enable.auto.commit" || key == "kafka.interceptor.classes";
      if (refused) {
        ctx.report("SR603", Severity::Error, o.key_range,
                   "The Kafka source does not accept " + o.key + ": Spark refuses to start the query. " +
                       (key.ends_with("deserializer")
                            ? std::string("Keys and values are always read as bytes: cast or parse the key/value "
                                          "columns (CAST(value AS STRING), from_json, from_avro) instead.")
                            : key == "kafka.enable.auto.commit"
                                  ? std::string("Offsets are committed to the checkpoint, not to Kafka.")
                                  : std::string("Consumer interceptors are not supported.")));
        continue;
      }
      if (!reset && key != "group.id") continue;
      std::optional<Fix> fix;
      // Only a string literal key can be renamed in place, only when its value means the same
      // there ("earliest" and "latest"; "none" is no startingOffsets), and only when startingOffsets
      // is not set already and no other reset option would become a second one.
      const std::string_view written = ctx.text(o.key_range);
      const bool starting_set = source->options.find("startingOffsets") != nullptr || !source->options.complete;
      const std::string value = to_lower(string_of(o.value).value_or(""));
      const bool same_meaning = value == "earliest" || value == "latest";
      if (reset && same_meaning && resets == 1 && !starting_set && written.size() >= 2 &&
          (written.front() == '"' || written.front() == '\'')) {
        fix = Fix{"Use startingOffsets", {ctx.edit(o.key_range, std::string(1, written.front()) + "startingOffsets" + written.front())}, true};
      }
      ctx.report("SR603", Severity::Error, o.key_range,
                 // Only kafka.-prefixed keys reach the consumer: the source refuses kafka.auto.offset.reset
                 // at start and ignores the unprefixed keys, which never do what they say.
                 reset && key.starts_with("kafka.") ? "The Kafka source does not accept " + o.key +
                                                          ": Spark refuses to start the query, as offsets "
                                                          "are tracked in the checkpoint. Use startingOffsets "
                                                          "for the first run."
                 : reset ? "The Kafka source ignores " + o.key +
                               " (only kafka.-prefixed keys reach the consumer): "
                               "offsets are tracked in the checkpoint. Use "
                               "startingOffsets for the first run."
                         : "The Kafka source ignores group.id (only kafka.-prefixed keys reach the consumer): Spark "
                           "creates a unique group per query. Use kafka.group.id only if your ACLs require a fixed "
                           "group.",
                 std::move(fix));
    }
  }
}

const Rule& rule_sr603() {
  static const Rule rule{
      {"SR603", "kafka-option-not-supported", Severity::Error, "platform",
       "A Kafka consumer option the Spark Kafka source does not accept.",
       "Spark tracks offsets in the checkpoint and creates its own consumer group: auto.offset.reset and group.id "
       "are rejected, and so are kafka.key.deserializer / kafka.value.deserializer (records are always bytes), "
       "kafka.enable.auto.commit and kafka.interceptor.classes.",
       "Use startingOffsets for the first run (and kafka.group.id only when ACLs need a fixed group).",
       "# problem\n.option(\"auto.offset.reset\", \"earliest\")\n# fixed\n.option(\"startingOffsets\", \"earliest\")",
       {kKafkaDoc}, "8",
       {}, {}},
      check_sr603_kafka_option_not_supported, nullptr};
  return rule;
}

}  // namespace streamlint::analysis
