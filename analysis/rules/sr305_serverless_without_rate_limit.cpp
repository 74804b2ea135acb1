// SR305 serverless-without-rate-limit (RULES.md trigger; streaming-facts.md §3.3-3.4). Advice only:
// no doc makes a missing limit an error; Delta and Auto Loader default to 1000 files per batch.
#include "analysis/rules/query_facts.h"
#include "analysis/rules/doc_links.h"
#include "analysis/rules/rule.h"
#include "analysis/spark_facts.h"
#include "analysis/text_util.h"

namespace streamlint::analysis {

namespace {

// The rate-limit option a source honours, "" for sources with a default limit or unknown ones.
std::string_view limit_option(const std::string& format) {
  if (format == "kafka") return "maxOffsetsPerTrigger";
  // Avro and binaryFile read through the same file source as the built-in formats, with the same
  // options (https://spark.apache.org/docs/latest/sql-data-sources-avro.html,
  // https://spark.apache.org/docs/latest/sql-data-sources-binaryFile.html): plain file sources with
  // no default limit. Formats are lower case in the model.
  if (is_file_format(format) || format == "avro" || format == "binaryfile") return "maxFilesPerTrigger";
  return {};
}

}  // namespace

void check_sr305_serverless_without_rate_limit(RuleContext& ctx) {
  if (ctx.project.compute != Compute::Serverless) return;
  for (const StreamingQuery& q : ctx.model.queries) {
    const auto& t = q.writer.trigger;
    if (!t || t->kind != TriggerKind::AvailableNow || !q.writer.input || q.in_pipeline_dataset) continue;
    if (serverless_rejects_trigger(q, ctx.project)) continue;
    for (const auto& source : q.writer.input->sources) {
      // Kinesis is one of the sources with no default batch limit (RULES.md SR305), and it has no
      // per-batch cap to set (its fetch options limit each request, RULES.md SR308): the advice
      // stands, with no option to insert.
      if (source->format == "kinesis") {
        ctx.report("SR305", Severity::Information, source->call_range,
                   "availableNow on serverless with a kinesis source: Kinesis has no per-batch limit, so the first "
                   "run takes the whole backlog in as few batches as the source allows.");
        continue;
      }
      const std::string_view option = limit_option(source->format);
      if (option.empty() || !source->options.complete) continue;
      if (source->options.find(option) ||
          (option == "maxFilesPerTrigger" && source->options.find("maxBytesPerTrigger"))) {
        continue;
      }
      const std::string name = source->format == "binaryfile" ? "binaryFile" : source->format;
      const std::string article = std::string_view("aeiou").find(name.front()) != std::string_view::npos ? "an " : "a ";
      ctx.report("SR305", Severity::Information, source->call_range,
                 "availableNow on serverless with " + article + name + " source and no " + std::string(option) +
                     ": the first run takes the whole backlog in as few batches as the source allows. Set a limit "
                     "to keep batches small.",
                 Fix{"Add " + std::string(option),
                     {ctx.edit(start_of(source->call_range), ".option(\"" + std::string(option) + "\", \"<limit>\")")},
                     false});
    }
  }
}

const Rule& rule_sr305() {
  static const Rule rule{
      {"SR305", "serverless-without-rate-limit", Severity::Information, "trigger",
       "availableNow on serverless with a source that has no default batch size limit.",
       "Kafka, Kinesis and plain file sources have no default per-batch limit, so the first availableNow run can "
       "pull the whole backlog into few huge batches. Delta and Auto Loader already default to 1000 files.",
       "Set maxOffsetsPerTrigger (Kafka) or maxFilesPerTrigger / maxBytesPerTrigger (files).",
       "# fixed\nspark.readStream.format(\"kafka\").option(\"maxOffsetsPerTrigger\", 100000)",
       {kTriggersDoc, kServerlessDoc}, "3.3-3.4",
       {"compute"}, {}},
      check_sr305_serverless_without_rate_limit, nullptr};
  return rule;
}

}  // namespace streamlint::analysis
