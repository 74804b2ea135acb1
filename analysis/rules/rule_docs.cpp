#include "analysis/rules/rule_doc.h"

#include <algorithm>

#include "analysis/text_util.h"

namespace streamlint::analysis {
namespace {

constexpr std::string_view kCheckpointsDoc = "https://docs.databricks.com/aws/en/structured-streaming/checkpoints";
constexpr std::string_view kCheckpointRecoveryDoc =
    "https://spark.apache.org/docs/latest/streaming/apis-on-dataframes-and-datasets.html#recovering-from-failures-with-checkpointing";
constexpr std::string_view kTriggersDoc = "https://docs.databricks.com/aws/en/structured-streaming/triggers";
constexpr std::string_view kTriggerRefDoc =
    "https://docs.databricks.com/aws/en/pyspark/reference/classes/datastreamwriter/trigger";
constexpr std::string_view kSparkTriggersDoc =
    "https://spark.apache.org/docs/latest/streaming/apis-on-dataframes-and-datasets.html#triggers";
constexpr std::string_view kContinuousDoc =
    "https://spark.apache.org/docs/latest/streaming/performance-tips.html#continuous-processing";
constexpr std::string_view kForeachBatchDoc =
    "https://spark.apache.org/docs/latest/streaming/apis-on-dataframes-and-datasets.html#using-foreach-and-foreachbatch";
constexpr std::string_view kDbxForeachDoc = "https://docs.databricks.com/aws/en/structured-streaming/foreach";

std::vector<RuleDoc> build_docs() {
  std::vector<RuleDoc> docs = {
      {"SR101", "missing-checkpoint-location", Severity::Error, "checkpoint",
       "Streaming query has no checkpointLocation.",
       "Without a checkpoint Spark refuses to start a query on a file, Kafka, Delta or table sink "
       "(`checkpointLocation must be specified either through option(\"checkpointLocation\", ...) or "
       "SparkSession.conf.set(\"spark.sql.streaming.checkpointLocation\", ...)`). Memory, console, noop, "
       "foreach and foreachBatch sinks get a temporary checkpoint that is deleted when the query stops, "
       "so every restart reprocesses the source from scratch and loses its state. Databricks recommends "
       "always setting one.",
       "Give every query its own durable checkpoint, for example a Unity Catalog volume path "
       "`/Volumes/<catalog>/<schema>/<volume>/checkpoints/<query>`, with "
       "`.option(\"checkpointLocation\", path)` before `.start()` / `.toTable()`.",
       "# problem\n"
       "df.writeStream.format(\"delta\").toTable(\"main.sales.orders\")\n"
       "# fixed\n"
       "(df.writeStream.format(\"delta\")\n"
       "   .option(\"checkpointLocation\", \"/Volumes/main/sales/chk/orders\")\n"
       "   .toTable(\"main.sales.orders\"))",
       {kCheckpointsDoc, kCheckpointRecoveryDoc},
       "1.1-1.2"},
      {"SR301", "trigger-once-deprecated", Severity::Warning, "trigger",
       "`trigger(once=True)` is deprecated; use `trigger(availableNow=True)`.",
       "Trigger.Once is deprecated in Spark 3.4 (SPARK-39805) and in Databricks Runtime 11.3 LTS and "
       "above. It processes everything in one micro-batch and ignores rate limits "
       "(maxFilesPerTrigger, maxBytesPerTrigger, maxOffsetsPerTrigger), which can spill or run out of "
       "memory on a backlog, and it skips the no-data batch, so watermark-driven output is deferred to "
       "the next run. availableNow processes the same data in rate-limited batches and then stops.",
       "Replace `once=True` with `availableNow=True` (quick fix available).",
       "# problem\nq = df.writeStream.trigger(once=True).toTable(\"t\")\n"
       "# fixed\nq = df.writeStream.trigger(availableNow=True).toTable(\"t\")",
       {kTriggersDoc, kTriggerRefDoc, kSparkTriggersDoc},
       "3.1-3.2"},
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
       "3.2"},
      {"SR303", "foreach-batch-with-continuous-trigger", Severity::Error, "trigger",
       "`foreachBatch` cannot run with a continuous trigger.",
       "Spark rejects the query at start: `'foreachBatch' is not supported with continuous trigger`. "
       "Continuous processing has no micro-batches to hand to the function.",
       "Use a micro-batch trigger (`availableNow=True` or `processingTime=`) with foreachBatch, or "
       "`foreach(writer)` if continuous processing is really required.",
       "# problem\ndf.writeStream.trigger(continuous=\"2 seconds\").foreachBatch(upsert)\n"
       "# fixed\ndf.writeStream.trigger(processingTime=\"2 seconds\").foreachBatch(upsert)",
       {kForeachBatchDoc, kDbxForeachDoc, kTriggersDoc},
       "4.3"},
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
       "3.3"},
  };
  std::sort(docs.begin(), docs.end(), [](const RuleDoc& a, const RuleDoc& b) { return a.code < b.code; });
  return docs;
}

}  // namespace

const std::vector<RuleDoc>& rule_docs() {
  static const std::vector<RuleDoc> docs = build_docs();
  return docs;
}

const RuleDoc* find_rule_doc(std::string_view code_or_name) {
  for (const RuleDoc& doc : rule_docs()) {
    if (iequals(doc.code, code_or_name) || doc.name == code_or_name) return &doc;
  }
  return nullptr;
}

std::string_view primary_link(const RuleDoc& doc) { return doc.links.empty() ? std::string_view{} : doc.links.front(); }

std::string render_rule_markdown(const RuleDoc& doc) {
  std::string out;
  out += "**" + std::string(doc.code) + " " + std::string(doc.name) + "** (" +
         std::string(to_string(doc.severity)) + ", " + std::string(doc.category) + ")\n\n";
  out += std::string(doc.summary) + "\n\n";
  out += "**Why it matters:** " + std::string(doc.why) + "\n\n";
  out += "**What to do:** " + std::string(doc.fix) + "\n\n";
  out += "```python\n" + std::string(doc.example) + "\n```\n\n";
  out += "**Docs:**\n";
  for (std::string_view link : doc.links) out += "- <" + std::string(link) + ">\n";
  return out;
}

}  // namespace streamlint::analysis
