// The documentation pages rule docs link to (streaming-facts.md names each one where it states
// the fact): a rule's hover, `streamlint rule`, docs/rules.md and SARIF's helpUri point here.
#pragma once

#include <string_view>

namespace streamlint::analysis {

inline constexpr std::string_view kCheckpointsDoc = "https://docs.databricks.com/aws/en/structured-streaming/checkpoints";
inline constexpr std::string_view kCheckpointRecoveryDoc =
    "https://spark.apache.org/docs/latest/streaming/apis-on-dataframes-and-datasets.html#recovering-from-failures-with-checkpointing";
inline constexpr std::string_view kTriggersDoc = "https://docs.databricks.com/aws/en/structured-streaming/triggers";
inline constexpr std::string_view kTriggerRefDoc =
    "https://docs.databricks.com/aws/en/pyspark/reference/classes/datastreamwriter/trigger";
inline constexpr std::string_view kSparkTriggersDoc =
    "https://spark.apache.org/docs/latest/streaming/apis-on-dataframes-and-datasets.html#triggers";
inline constexpr std::string_view kContinuousDoc =
    "https://spark.apache.org/docs/latest/streaming/performance-tips.html#continuous-processing";
inline constexpr std::string_view kForeachBatchDoc =
    "https://spark.apache.org/docs/latest/streaming/apis-on-dataframes-and-datasets.html#using-foreach-and-foreachbatch";
inline constexpr std::string_view kDbxForeachDoc = "https://docs.databricks.com/aws/en/structured-streaming/foreach";
inline constexpr std::string_view kRecoveryDoc =
    "https://spark.apache.org/docs/latest/streaming/apis-on-dataframes-and-datasets.html#recovery-semantics-after-changes-in-a-streaming-query";
inline constexpr std::string_view kWatermarksDoc = "https://docs.databricks.com/aws/en/structured-streaming/watermarks";
inline constexpr std::string_view kWatermarkCleanupDoc =
    "https://spark.apache.org/docs/latest/streaming/apis-on-dataframes-and-datasets.html#conditions-for-watermarking-to-clean-aggregation-state";
inline constexpr std::string_view kDedupDoc =
    "https://spark.apache.org/docs/latest/streaming/apis-on-dataframes-and-datasets.html#streaming-deduplication";
inline constexpr std::string_view kJoinMatrixDoc =
    "https://spark.apache.org/docs/latest/streaming/apis-on-dataframes-and-datasets.html#support-matrix-for-joins-in-streaming-queries";
inline constexpr std::string_view kMultipleWatermarksDoc =
    "https://spark.apache.org/docs/latest/streaming/apis-on-dataframes-and-datasets.html#policy-for-handling-multiple-watermarks";
inline constexpr std::string_view kServerlessDoc = "https://docs.databricks.com/aws/en/compute/serverless/limitations";
inline constexpr std::string_view kRealTimeDoc = "https://docs.databricks.com/aws/en/structured-streaming/real-time/reference";
inline constexpr std::string_view kIdempotentDoc = "https://docs.databricks.com/aws/en/structured-streaming/delta-lake";
inline constexpr std::string_view kOutputModeDoc = "https://docs.databricks.com/aws/en/structured-streaming/output-mode";
inline constexpr std::string_view kSparkOutputModesDoc =
    "https://spark.apache.org/docs/latest/streaming/apis-on-dataframes-and-datasets.html#output-modes";
inline constexpr std::string_view kRocksDbDoc = "https://docs.databricks.com/aws/en/structured-streaming/rocksdb-state-store";
inline constexpr std::string_view kAsyncDoc = "https://docs.databricks.com/aws/en/structured-streaming/async-checkpointing";
inline constexpr std::string_view kStatefulAppsDoc = "https://docs.databricks.com/aws/en/stateful-applications";
inline constexpr std::string_view kStatefulDoc = "https://docs.databricks.com/aws/en/structured-streaming/stateful-streaming";
inline constexpr std::string_view kSourceNameDoc =
    "https://docs.databricks.com/aws/en/pyspark/reference/classes/datastreamreader/name";
inline constexpr std::string_view kReadStateDoc = "https://docs.databricks.com/aws/en/structured-streaming/read-state";
inline constexpr std::string_view kKafkaDoc =
    "https://spark.apache.org/docs/latest/streaming/structured-streaming-kafka-integration.html";
inline constexpr std::string_view kAutoLoaderSchemaDoc =
    "https://docs.databricks.com/aws/en/ingestion/cloud-object-storage/auto-loader/schema";
inline constexpr std::string_view kPipelinePythonDoc = "https://docs.databricks.com/aws/en/ldp/developer/python-ref";
inline constexpr std::string_view kWhereIsDltDoc = "https://docs.databricks.com/aws/en/ldp/where-is-dlt";
inline constexpr std::string_view kAutoCdcSqlDoc = "https://docs.databricks.com/aws/en/ldp/developer/ldp-sql-ref-apply-changes-into";
// The `noqa` convention streamlint follows, as the Python linters document it (ruff's RUF100).
inline constexpr std::string_view kUnusedNoqaDoc = "https://docs.astral.sh/ruff/rules/unused-noqa/";
inline constexpr std::string_view kPipelineRefreshDoc = "https://docs.databricks.com/aws/en/ldp/concepts/refresh";
inline constexpr std::string_view kAutoCdcDoc = "https://docs.databricks.com/aws/en/ldp/cdc";
inline constexpr std::string_view kCreateStreamingTableDoc =
    "https://docs.databricks.com/aws/en/ldp/developer/ldp-sql-ref-create-streaming-table";

}  // namespace streamlint::analysis
