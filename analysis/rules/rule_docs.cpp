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
constexpr std::string_view kRecoveryDoc =
    "https://spark.apache.org/docs/latest/streaming/apis-on-dataframes-and-datasets.html#recovery-semantics-after-changes-in-a-streaming-query";
constexpr std::string_view kWatermarksDoc = "https://docs.databricks.com/aws/en/structured-streaming/watermarks";
constexpr std::string_view kWatermarkCleanupDoc =
    "https://spark.apache.org/docs/latest/streaming/apis-on-dataframes-and-datasets.html#conditions-for-watermarking-to-clean-aggregation-state";
constexpr std::string_view kDedupDoc =
    "https://spark.apache.org/docs/latest/streaming/apis-on-dataframes-and-datasets.html#streaming-deduplication";
constexpr std::string_view kJoinMatrixDoc =
    "https://spark.apache.org/docs/latest/streaming/apis-on-dataframes-and-datasets.html#support-matrix-for-joins-in-streaming-queries";
constexpr std::string_view kMultipleWatermarksDoc =
    "https://spark.apache.org/docs/latest/streaming/apis-on-dataframes-and-datasets.html#policy-for-handling-multiple-watermarks";
constexpr std::string_view kServerlessDoc = "https://docs.databricks.com/aws/en/compute/serverless/limitations";
constexpr std::string_view kRealTimeDoc = "https://docs.databricks.com/aws/en/structured-streaming/real-time/reference";
constexpr std::string_view kIdempotentDoc = "https://docs.databricks.com/aws/en/structured-streaming/delta-lake";
constexpr std::string_view kOutputModeDoc = "https://docs.databricks.com/aws/en/structured-streaming/output-mode";
constexpr std::string_view kSparkOutputModesDoc =
    "https://spark.apache.org/docs/latest/streaming/apis-on-dataframes-and-datasets.html#output-modes";
constexpr std::string_view kRocksDbDoc = "https://docs.databricks.com/aws/en/structured-streaming/rocksdb-state-store";
constexpr std::string_view kAsyncDoc = "https://docs.databricks.com/aws/en/structured-streaming/async-checkpointing";
constexpr std::string_view kStatefulAppsDoc = "https://docs.databricks.com/aws/en/stateful-applications";
constexpr std::string_view kStatefulDoc = "https://docs.databricks.com/aws/en/structured-streaming/stateful-streaming";
constexpr std::string_view kSourceNameDoc =
    "https://docs.databricks.com/aws/en/pyspark/reference/classes/datastreamreader/name";
constexpr std::string_view kReadStateDoc = "https://docs.databricks.com/aws/en/structured-streaming/read-state";
constexpr std::string_view kKafkaDoc =
    "https://spark.apache.org/docs/latest/streaming/structured-streaming-kafka-integration.html";
constexpr std::string_view kAutoLoaderSchemaDoc =
    "https://docs.databricks.com/aws/en/ingestion/cloud-object-storage/auto-loader/schema";
constexpr std::string_view kPipelinePythonDoc = "https://docs.databricks.com/aws/en/ldp/developer/python-ref";
constexpr std::string_view kWhereIsDltDoc = "https://docs.databricks.com/aws/en/ldp/where-is-dlt";
constexpr std::string_view kAutoCdcSqlDoc = "https://docs.databricks.com/aws/en/ldp/developer/ldp-sql-ref-apply-changes-into";
// The `noqa` convention streamlint follows, as the Python linters document it (ruff's RUF100).
constexpr std::string_view kUnusedNoqaDoc = "https://docs.astral.sh/ruff/rules/unused-noqa/";
constexpr std::string_view kPipelineRefreshDoc = "https://docs.databricks.com/aws/en/ldp/concepts/refresh";
constexpr std::string_view kAutoCdcDoc = "https://docs.databricks.com/aws/en/ldp/cdc";
constexpr std::string_view kCreateStreamingTableDoc =
    "https://docs.databricks.com/aws/en/ldp/developer/ldp-sql-ref-create-streaming-table";

std::vector<RuleDoc> build_docs() {
  std::vector<RuleDoc> docs = {
      {"SR000", "unused-noqa", Severity::Hint, "suppression",
       "A `# noqa` comment for streamlint codes that suppresses nothing.",
       "Stale suppressions hide future findings on the line and mislead readers about what is known to be wrong.",
       "Remove the code from the comment (or the whole comment).",
       "# problem\nq = df.writeStream.trigger(availableNow=True).start()  # noqa: SR301\n"
       "# fixed\nq = df.writeStream.trigger(availableNow=True).start()",
       {kUnusedNoqaDoc}, "RULES.md Suppression"},
      {"SR102", "shared-checkpoint-location", Severity::Error, "checkpoint",
       "Two queries write to the same checkpoint location, in one file or in two files checked together "
       "(`check` over a folder, or documents open in the editor).",
       "Databricks: \"Each query must have a different checkpoint location. Multiple queries should never share "
       "the same location.\" In one driver the second start stops the first; across jobs there is no error at all: "
       "offsets, commits and state interleave, which duplicates or loses data.",
       "Give each query its own checkpoint path (for example one folder per target table).",
       "# problem\na.writeStream.option(\"checkpointLocation\", CKPT).toTable(\"t1\")\n"
       "b.writeStream.option(\"checkpointLocation\", CKPT).toTable(\"t2\")\n"
       "# fixed\na.writeStream.option(\"checkpointLocation\", CKPT + \"/t1\").toTable(\"t1\")\n"
       "b.writeStream.option(\"checkpointLocation\", CKPT + \"/t2\").toTable(\"t2\")",
       {kCheckpointsDoc}, "1.3"},
      {"SR103", "session-checkpoint-without-query-name", Severity::Warning, "checkpoint",
       "Only the session checkpoint directory is set and the query has no queryName.",
       "With spark.sql.streaming.checkpointLocation Spark checkpoints a query under <dir>/<queryName>; without a "
       "queryName it uses a random UUID folder, so every restart starts from scratch and silently loses progress "
       "and state.",
       "Name the query with .queryName(\"...\") or give it its own checkpointLocation.",
       "# problem\ndf.writeStream.toTable(\"t\")\n# fixed\ndf.writeStream.queryName(\"t_ingest\").toTable(\"t\")",
       {kCheckpointRecoveryDoc, kCheckpointsDoc}, "1.2"},
      {"SR104", "state-schema-changed", Severity::Error, "checkpoint",
       "The stateful operators of a query changed while its checkpoint stayed the same (against streamlint.lock, "
       "or a query run earlier on the same checkpoint in the file).",
       "Adding, removing or changing a stateful operation (grouping keys, aggregates, dedup columns, join type) is "
       "not allowed between restarts from one checkpoint: the restart fails with StateStoreKeySchemaNotCompatible "
       "or StateStoreValueSchemaNotCompatible.",
       "Start the changed query on a new checkpoint path (and backfill), or keep the state shape unchanged.",
       "# problem: same CKPT, new grouping key\nagg = df.groupBy(\"store\", \"channel\").count()\n"
       "# fixed\nagg.writeStream.option(\"checkpointLocation\", CKPT_V2)",
       {kRecoveryDoc, kCheckpointsDoc}, "1.4-1.5"},
      {"SR105", "restart-incompatible-change", Severity::Error, "checkpoint",
       "Against streamlint.lock, a query's sources, file-sink path or a restart-pinned conf changed while its "
       "checkpoint stayed the same.",
       "The number or type of input sources, a file sink's output directory, and spark.sql.shuffle.partitions, "
       "the state store providerClass and multipleWatermarkPolicy cannot change between restarts from one "
       "checkpoint. Rate limits, a Kafka sink's topic and filters can.",
       "Keep the recorded value, or start the changed query on a new checkpoint path; then run `streamlint lock`.",
       "# problem: streamlint.lock recorded one source for CKPT\nq = orders.union(returns).writeStream\n"
       "# fixed\nq.option(\"checkpointLocation\", CKPT_V2)",
       {kRecoveryDoc, kCheckpointsDoc}, "1.4"},
      {"SR106", "state-safety-check-disabled", Severity::Warning, "checkpoint",
       "A streaming state safety check is turned off.",
       "spark.sql.streaming.stateStore.stateSchemaCheck validates the state schema against the stored one; "
       "spark.sql.streaming.statefulOperator.checkCorrectness.enabled rejects plans where chained stateful "
       "operators can silently drop late rows. Turning either off trades a clear failure for wrong results.",
       "Remove the setting and fix the underlying change (new checkpoint, or a plan without the correctness issue).",
       "# problem\nspark.conf.set(\"spark.sql.streaming.stateStore.stateSchemaCheck\", \"false\")\n# fixed\n(remove it)",
       {kRecoveryDoc}, "1.5, 2.6"},
      {"SR201", "append-aggregation-without-watermark", Severity::Error, "watermark",
       "A streaming aggregation in append mode has no watermark.",
       "Append mode only emits a group once it can never change, which needs a watermark. Spark refuses to start: "
       "\"Append output mode not supported when there are streaming aggregations on streaming DataFrames/DataSets "
       "without watermark\".",
       "Add .withWatermark(\"<event time column>\", \"<delay>\") before groupBy, grouping by that column or a "
       "window on it; or use update mode.",
       "# problem\ndf.groupBy(F.window(\"ts\", \"5 minutes\")).count()\n"
       "# fixed\ndf.withWatermark(\"ts\", \"10 minutes\").groupBy(F.window(\"ts\", \"5 minutes\")).count()",
       {kWatermarkCleanupDoc, kWatermarksDoc}, "2.2"},
      {"SR202", "watermark-after-stateful-operator", Severity::Error, "watermark",
       "withWatermark is applied after the stateful operator it should bound.",
       "A watermark only bounds the state of operators downstream of it. Placed after the aggregation or dedup it "
       "does nothing for its state, and in append mode the aggregation is rejected.",
       "Move withWatermark before the stateful operator.",
       "# problem\ndf.groupBy(\"ts\").count().withWatermark(\"ts\", \"1 minute\")\n"
       "# fixed\ndf.withWatermark(\"ts\", \"1 minute\").groupBy(\"ts\").count()",
       {kWatermarkCleanupDoc, kWatermarksDoc}, "2.2"},
      {"SR203", "watermark-column-not-in-grouping", Severity::Warning, "watermark",
       "The watermark column is not part of the aggregation keys or the dedup subset.",
       "State is only dropped for groups whose event time falls behind the watermark; if the grouping (or the "
       "dropDuplicates subset) does not include the watermark column or a window on it, no group ever expires.",
       "Group by window(<watermark column>, ...) or include the column; for deduplication add it to the subset or use "
       "dropDuplicatesWithinWatermark (Spark 3.5+, changes semantics).",
       "# problem\ndf.withWatermark(\"ts\", \"15 minutes\").groupBy(\"account\").count()\n"
       "# fixed\ndf.withWatermark(\"ts\", \"15 minutes\").groupBy(F.window(\"ts\", \"1 hour\"), \"account\").count()",
       {kWatermarkCleanupDoc, kDedupDoc}, "2.2-2.3"},
      {"SR204", "unbounded-state-without-watermark", Severity::Warning, "watermark",
       "A stateful operator has no watermark, so its state grows forever.",
       "Aggregations in update/complete mode, dropDuplicates, stream-stream joins and (flat)MapGroupsWithState / "
       "applyInPandasWithState keep state per key. Without a watermark (or timeouts) nothing is ever removed: "
       "memory, checkpoint size and batch latency grow until the job fails.",
       "Add withWatermark on the event-time column upstream, and use it in the keys or join condition.",
       "# problem\ndf.dropDuplicates([\"id\"])\n# fixed\ndf.withWatermark(\"ts\", \"1 hour\").dropDuplicates([\"id\", \"ts\"])",
       {kWatermarksDoc, kDedupDoc}, "2.3, 5.5"},
      {"SR205", "drop-duplicates-within-watermark-needs-watermark", Severity::Error, "watermark",
       "dropDuplicatesWithinWatermark without a watermark, or on a runtime older than Spark 3.5.",
       "dropDuplicatesWithinWatermark requires a watermark set with withWatermark and exists from Spark 3.5 "
       "(DBR 14.3 LTS).",
       "Add withWatermark upstream (with a delay above the largest timestamp gap between duplicates) and target "
       "DBR 14.3+.",
       "# problem\ndf.dropDuplicatesWithinWatermark([\"id\"])\n"
       "# fixed\ndf.withWatermark(\"ts\", \"1 hour\").dropDuplicatesWithinWatermark([\"id\"])",
       {kWatermarksDoc, kDedupDoc}, "2.3"},
      {"SR206", "stream-stream-join-constraints", Severity::Error, "watermark",
       "A streaming join misses what its join type requires, or is not supported.",
       "Outer and semi stream-stream joins need a watermark on the required side and an event-time range "
       "condition; inner joins without them buffer both inputs forever. Stream-static right/full outer joins (and "
       "static-stream left/full outer/semi joins) are not supported.",
       "Stream-stream: add withWatermark on both streams and a time-range condition (BETWEEN / interval) to the "
       "join. Stream-static: keep the stream on the preserved side (stream left outer static), or join inside "
       "foreachBatch.",
       "# fixed\nimps.withWatermark(\"imp_ts\", \"2 hours\").join(clicks.withWatermark(\"click_ts\", \"3 hours\"),\n"
       "    F.expr(\"ad = click_ad AND click_ts BETWEEN imp_ts AND imp_ts + interval 1 hour\"), \"leftOuter\")",
       {kJoinMatrixDoc}, "2.4"},
      {"SR207", "multiple-watermark-policy-max", Severity::Warning, "watermark",
       "spark.sql.streaming.multipleWatermarkPolicy is set to max.",
       "With max the global watermark follows the fastest input, so data of slower inputs is dropped as late. The "
       "policy cannot change later without discarding the checkpoint.",
       "Keep the default min policy.",
       "# problem\nspark.conf.set(\"spark.sql.streaming.multipleWatermarkPolicy\", \"max\")",
       {kMultipleWatermarksDoc}, "2.5"},
      {"SR208", "long-watermark-delay", Severity::Information, "watermark",
       "A watermark delay longer than a day.",
       "State for every window is kept until the watermark passes its end, and append output is delayed by the "
       "delay: a week-long watermark keeps a week of state in memory and checkpoints.",
       "Use the shortest delay that covers real lateness; handle very late data with a separate batch correction.",
       "# problem\ndf.withWatermark(\"ts\", \"7 days\")\n# fixed\ndf.withWatermark(\"ts\", \"2 hours\")",
       {kWatermarksDoc}, "2.7"},
      {"SR304", "serverless-unsupported-trigger", Severity::Error, "trigger",
       "A trigger serverless compute does not run (default, processingTime, continuous or realTime).",
       "Serverless notebooks and jobs only support incremental-batch triggers: the query fails with "
       "[INFINITE_STREAMING_TRIGGER_NOT_SUPPORTED]. Serverless pipelines are not affected.",
       "Use .trigger(availableNow=True) and schedule the job.",
       "# problem\ndf.writeStream.toTable(\"t\")\n# fixed\ndf.writeStream.trigger(availableNow=True).toTable(\"t\")",
       {kServerlessDoc, kTriggerRefDoc}, "3.4"},
      {"SR305", "serverless-without-rate-limit", Severity::Information, "trigger",
       "availableNow on serverless with a source that has no default batch size limit.",
       "Kafka, Kinesis and plain file sources have no default per-batch limit, so the first availableNow run can "
       "pull the whole backlog into few huge batches. Delta and Auto Loader already default to 1000 files.",
       "Set maxOffsetsPerTrigger (Kafka) or maxFilesPerTrigger / maxBytesPerTrigger (files).",
       "# fixed\nspark.readStream.format(\"kafka\").option(\"maxOffsetsPerTrigger\", 100000)",
       {kTriggersDoc, kServerlessDoc}, "3.3-3.4"},
      {"SR306", "real-time-mode", Severity::Information, "trigger",
       "trigger(realTime=...): real-time mode, Public Preview, with strict requirements.",
       "Real-time mode runs on DBR 16.4 LTS+ classic compute, in update output mode, from Kafka-like sources to "
       "Kafka/foreach sinks; foreachBatch and serverless are not supported.",
       "Meet every requirement or use a micro-batch trigger.",
       "# fixed\ndf.writeStream.outputMode(\"update\").format(\"kafka\").trigger(realTime=\"5 minutes\")",
       {kRealTimeDoc, kTriggersDoc}, "3.2"},
      {"SR401", "foreach-batch-not-idempotent", Severity::Warning, "sink",
       "A write inside a foreachBatch function is not idempotent.",
       "foreachBatch is at-least-once: after a failure the same batch id is processed again, and a plain append "
       "writes the rows twice. Delta skips a write whose (txnAppId, txnVersion) it has already committed.",
       "Add .option(\"txnAppId\", \"<stable id>\").option(\"txnVersion\", batch_id) to Delta writes, or MERGE on a key.",
       "# fixed\nbatch_df.write.format(\"delta\").option(\"txnAppId\", \"orders_sink\")\n"
       "    .option(\"txnVersion\", batch_id).mode(\"append\").saveAsTable(\"t\")",
       {kDbxForeachDoc, kIdempotentDoc, kForeachBatchDoc}, "4.3"},
      {"SR402", "txn-version-not-batch-id", Severity::Warning, "sink",
       "txnVersion is not the batch id, or txnAppId/txnVersion is set without the other.",
       "Delta's idempotent write needs both options, and txnVersion must increase with each batch: a constant "
       "makes Delta skip every later batch as already written.",
       "Pass the foreachBatch batch id as txnVersion and a stable txnAppId.",
       "# problem\n.option(\"txnVersion\", 1)\n# fixed\n.option(\"txnVersion\", batch_id)",
       {kIdempotentDoc, kDbxForeachDoc}, "4.3"},
      {"SR403", "foreach-batch-captures-session", Severity::Error, "sink",
       "A foreachBatch/foreach function uses the driver's spark/sc or a DataFrame built outside it.",
       "On serverless and standard access mode (Spark Connect) the function is serialised; references to the "
       "driver session or outer DataFrames fail with STREAMING_CONNECT_SERIALIZATION_ERROR.",
       "Use batch_df.sparkSession inside the function, and read other tables through it.",
       "# problem\ndef f(batch_df, batch_id):\n    spark.sql(\"MERGE ...\")\n"
       "# fixed\ndef f(batch_df, batch_id):\n    batch_df.sparkSession.sql(\"MERGE ...\")",
       {kDbxForeachDoc}, "4.3"},
      {"SR404", "invalid-output-mode", Severity::Error, "sink",
       "An operation or output mode Spark rejects on a streaming DataFrame.",
       "count(), collect(), show(), toPandas(), limit in update mode, sorting (outside complete-mode "
       "aggregations) and non-time window functions (`.over(...)`, SQL `OVER`) are not supported on streams; "
       "complete mode needs an aggregation; stream-stream joins only support append; a Delta table sink "
       "rejects update mode (DELTA_UNSUPPORTED_OUTPUT_MODE) and file sinks take append only. Each fails the "
       "query when it starts.",
       "Move actions and window functions into foreachBatch on the micro-batch, upsert with foreachBatch and "
       "MERGE instead of update mode into Delta, and pick an output mode the sink takes.",
       "# problem\nstream_df.count()\n# fixed\nstream_df.writeStream.foreachBatch(lambda df, i: print(df.count()))",
       {kSparkOutputModesDoc, kOutputModeDoc}, "4.2"},
      {"SR406", "kafka-sink-without-value", Severity::Error, "sink",
       "A Kafka sink whose DataFrame has no `value` column.",
       "The Kafka sink writes each row's `value` column as the record's payload (`key` and `topic` are "
       "optional). A DataFrame whose columns are all named and none is `value` (a payload aliased `payload` "
       "or `body`) starts, then fails with \"Required attribute 'value' not found\": the query never writes.",
       "Name the payload column `value`, for example `to_json(struct(...)).alias(\"value\")` or "
       "`selectExpr(\"to_json(struct(*)) AS value\")`.",
       "# problem\ndf.select(F.to_json(F.struct(\"id\", \"ts\")).alias(\"payload\")).writeStream.format(\"kafka\")\n"
       "# fixed\ndf.select(F.to_json(F.struct(\"id\", \"ts\")).alias(\"value\")).writeStream.format(\"kafka\")",
       {kKafkaDoc},
       "8, 11"},
      {"SR407", "foreach-batch-swallows-errors", Severity::Warning, "sink",
       "A foreachBatch write inside `try:` whose `except` catches everything and does not raise.",
       "An exception the foreachBatch function raises fails the query, and the batch runs again on restart. "
       "One it swallows (logged and dropped) lets the function return normally: Spark commits the batch in "
       "the offset log as done, and the rows of that batch are never written. Nothing fails, nothing alerts.",
       "Re-raise after logging (`raise`, or `raise ... from e`), or catch only the exception types you can "
       "recover from. (Python: Scala's `catch` cases are not read yet.)",
       "# problem\ndef upsert(df, batch_id):\n    try:\n        df.sparkSession.sql(MERGE)\n    except Exception as e:\n"
       "        log.warning(e)\n# fixed\ndef upsert(df, batch_id):\n    try:\n        df.sparkSession.sql(MERGE)\n"
       "    except Exception:\n        log.exception(\"merge failed\")\n        raise",
       {kForeachBatchDoc, kDbxForeachDoc},
       "4.3, 11"},
      {"SR405", "complete-mode-keeps-all-state", Severity::Information, "sink",
       "Complete output mode on an aggregation with a watermark.",
       "Complete mode rewrites the whole result every batch and never drops aggregates, so the watermark cannot "
       "bound the state.",
       "Use update (or append) mode if old windows may be forgotten.",
       "# fixed\nagg.writeStream.outputMode(\"update\")",
       {kSparkOutputModesDoc, kOutputModeDoc}, "4.2"},
      {"SR501", "stateful-query-without-rocksdb", Severity::Warning, "state-store",
       "A large-state operator without the RocksDB state store.",
       "Stream-stream joins and arbitrary stateful operators hold the most state. The default HDFS-backed store "
       "keeps it in executor JVM memory (GC pauses, OOM); RocksDB is only the default from DBR 17.3.",
       "Set spark.sql.streaming.stateStore.providerClass to "
       "com.databricks.sql.streaming.state.RocksDBStateStoreProvider before the first run (it cannot change later).",
       "# fixed\nspark.conf.set(\"spark.sql.streaming.stateStore.providerClass\",\n"
       "               \"com.databricks.sql.streaming.state.RocksDBStateStoreProvider\")",
       {kRocksDbDoc}, "5.1"},
      {"SR502", "changelog-checkpointing-disabled", Severity::Warning, "state-store",
       "RocksDB changelog checkpointing is off.",
       "Changelog checkpointing uploads only what changed instead of state snapshots, cutting checkpoint latency. "
       "It is on by default from DBR 17.3 and available from 13.3 LTS.",
       "Set spark.sql.streaming.stateStore.rocksdb.changelogCheckpointing.enabled to true.",
       "# fixed\nspark.conf.set(\"spark.sql.streaming.stateStore.rocksdb.changelogCheckpointing.enabled\", \"true\")",
       {kRocksDbDoc}, "5.2"},
      {"SR503", "async-checkpointing-trade-off", Severity::Information, "state-store",
       "Asynchronous state checkpointing is on.",
       "It lowers batch latency, but a restart may re-run more than one micro-batch, and it requires RocksDB.",
       "Keep the sink idempotent and RocksDB configured; leave it off where restart time matters.",
       "spark.conf.set(\"spark.databricks.streaming.statefulOperator.asyncCheckpoint.enabled\", \"true\")",
       {kAsyncDoc}, "5.3"},
      {"SR504", "transform-with-state-requirements", Severity::Error, "state-store",
       "transformWithState on a runtime that does not support it.",
       "transformWithState(InPandas) needs DBR 16.2+, and the RocksDB state store (explicitly configured up to "
       "DBR 17.2); open-source Spark needs 4.0.",
       "Target DBR 17.3+ or configure RocksDB on 16.2-17.2.",
       "# fixed\nspark.conf.set(\"spark.sql.streaming.stateStore.providerClass\",\n"
       "               \"com.databricks.sql.streaming.state.RocksDBStateStoreProvider\")",
       {kStatefulAppsDoc}, "5.5"},
      {"SR505", "chained-stateful-operators", Severity::Error, "state-store",
       "A stateful operator downstream of another.",
       "Chaining stateful operators is not supported in update/complete mode, nor after (flat)MapGroupsWithState; "
       "in append mode it needs DBR 13.3 LTS.",
       "Use append mode on DBR 13.3+, or split the pipeline into two queries.",
       "# problem\ndf.groupBy(w, \"user\").count().groupBy(\"window\").count()  # in update mode",
       {kStatefulDoc}, "2.6"},
      {"SR601", "source-naming-unsupported", Severity::Error, "platform",
       "DataStreamReader.name() without source evolution enabled, with an invalid name, or on only some sources.",
       "Naming sources lets a query add or reorder sources without a new checkpoint, but only with source evolution "
       "enabled; names must match [A-Za-z0-9_]+ and all sources of a query must be named.",
       "Set spark.sql.streaming.enableSourceEvolution (Databricks spelling; Apache Spark uses "
       "spark.sql.streaming.queryEvolution.enableSourceEvolution) and name every source.",
       "# fixed\nspark.readStream.format(\"rate\").name(\"source1\").load()",
       {kSourceNameDoc}, "1.6"},
      {"SR602", "state-reader-unsupported", Severity::Error, "platform",
       "The state data source is read where it is not supported.",
       "format(\"statestore\") / format(\"state-metadata\") are batch-only, need DBR 14.3 LTS+, and are not available "
       "on serverless compute.",
       "Read state with spark.read on classic compute, DBR 14.3+.",
       "# fixed\nspark.read.format(\"statestore\").load(\"<checkpointLocation>\")",
       {kReadStateDoc}, "5.6"},
      {"SR603", "kafka-option-not-supported", Severity::Error, "platform",
       "A Kafka consumer option the Spark Kafka source does not accept.",
       "Spark tracks offsets in the checkpoint and creates its own consumer group: auto.offset.reset and group.id "
       "are rejected.",
       "Use startingOffsets for the first run (and kafka.group.id only when ACLs need a fixed group).",
       "# problem\n.option(\"auto.offset.reset\", \"earliest\")\n# fixed\n.option(\"startingOffsets\", \"earliest\")",
       {kKafkaDoc}, "8"},
      {"SR604", "auto-loader-without-schema-location", Severity::Warning, "platform",
       "Auto Loader without cloudFiles.schemaLocation or an explicit schema.",
       "Schema inference and evolution need a place to store the inferred schema across restarts.",
       "Set cloudFiles.schemaLocation (or pass .schema(...)).",
       "# fixed\n.option(\"cloudFiles.schemaLocation\", \"/Volumes/main/raw/_schemas/events\")",
       {kAutoLoaderSchemaDoc}, "6.1"},
      {"SR701", "action-in-pipeline-dataset", Severity::Error, "pipeline",
       "An action or writer call inside a pipeline dataset function.",
       "In Lakeflow Declarative Pipelines the pipeline runs queries and owns checkpoints and triggers; a dataset "
       "function must only define and return a DataFrame. start(), toTable(), collect(), count(), toPandas(), "
       "save() and saveAsTable() there fail or run at the wrong time.",
       "Return the DataFrame; move side effects into a foreach_batch_sink or a separate job.",
       "# fixed\n@dp.table\ndef silver():\n    return spark.readStream.table(\"bronze\")",
       {kPipelinePythonDoc}, "6.3"},
      {"SR702", "legacy-dlt-module", Severity::Information, "pipeline",
       "The legacy dlt module.",
       "Delta Live Tables is now Lakeflow Spark Declarative Pipelines; the Python API is pyspark.pipelines.",
       "Import `from pyspark import pipelines as dp` and use @dp.table / @dp.materialized_view.",
       "# problem\nimport dlt\n# fixed\nfrom pyspark import pipelines as dp",
       {kWhereIsDltDoc}, "6.3"},
      {"SR703", "create-or-replace-streaming-table", Severity::Error, "pipeline",
       "CREATE OR REPLACE for a streaming table or materialized view.",
       "Pipeline streaming tables and materialized views are declared with CREATE OR REFRESH.",
       "Write CREATE OR REFRESH STREAMING TABLE / MATERIALIZED VIEW.",
       "# fixed\nCREATE OR REFRESH STREAMING TABLE bronze AS SELECT * FROM STREAM read_files('/Volumes/raw')",
       {kCreateStreamingTableDoc}, "6.3"},
      {"SR704", "union-of-streams", Severity::Warning, "pipeline",
       "A union of streams inside a pipeline dataset.",
       "A union ties the sources into one query: adding or removing one later needs a full refresh. Pipelines "
       "offer append_flow to write several streams into one streaming table independently.",
       "Create the target with dp.create_streaming_table and add one @dp.append_flow per source.",
       "# fixed\n@dp.append_flow(target=\"all_events\")\ndef web():\n    return spark.readStream.table(\"web\")",
       {kPipelinePythonDoc}, "seed 2"},
      {"SR705", "dataset-type-mismatch", Severity::Error, "pipeline",
       "A streaming table defined by a batch query, or a materialized view defined by a streaming one.",
       "A streaming table reads its sources incrementally: its query must read them with STREAM(...). "
       "Defined by a batch query (`FROM t`, `read_files(...)` without STREAM) it fails validation or "
       "\"prevents incremental loading\" (the CREATE STREAMING TABLE reference). A materialized view is "
       "recomputed from batch reads and cannot be defined by a streaming query.",
       "SQL: wrap the source in `STREAM(...)` (`FROM STREAM read_files(...)` for files), or make the dataset "
       "a MATERIALIZED VIEW; for a materialized view drop STREAM(...) or make it a STREAMING TABLE.",
       "-- problem\nCREATE OR REFRESH STREAMING TABLE silver AS SELECT * FROM bronze;\n"
       "-- fixed\nCREATE OR REFRESH STREAMING TABLE silver AS SELECT * FROM STREAM(bronze);",
       {kCreateStreamingTableDoc}, "6.3, 11"},
      {"SR706", "once-flow-returns-stream", Severity::Error, "pipeline",
       "An `append_flow(..., once=True)` whose function returns a streaming read.",
       "A one-time flow (a backfill) runs once per full refresh and must return a batch DataFrame (the "
       "pipeline Python reference for append_flow). One that returns `spark.readStream...` fails the "
       "pipeline update.",
       "Read with `spark.read` in the once flow, or drop `once=True` to make it a continuous flow.",
       "# problem\n@dp.append_flow(target=\"t\", once=True)\ndef backfill():\n    return spark.readStream.table(\"archive\")\n"
       "# fixed\n@dp.append_flow(target=\"t\", once=True)\ndef backfill():\n    return spark.read.table(\"archive\")",
       {kPipelinePythonDoc}, "6.3, 11"},
      {"SR707", "auto-cdc-source-not-streaming", Severity::Error, "pipeline",
       "An AUTO CDC flow whose source is read in batch.",
       "AUTO CDC applies a change feed to a streaming table incrementally: its source \"must be a streaming "
       "source\" (the AUTO CDC INTO reference), and a batch one fails the update (\"Source data for the APPLY "
       "CHANGES must be a streaming query\"). In SQL the source is read with STREAM(x); in Python the source "
       "names a dataset, which must be defined by a streaming read. `create_auto_cdc_from_snapshot_flow` "
       "takes snapshots and is not checked.",
       "SQL: write `FROM STREAM(source)`. Python: define the source view with `spark.readStream`.",
       "-- problem\nCREATE FLOW f AS AUTO CDC INTO customers FROM customers_cdc KEYS (id) SEQUENCE BY ts;\n"
       "-- fixed\nCREATE FLOW f AS AUTO CDC INTO customers FROM STREAM(customers_cdc) KEYS (id) SEQUENCE BY ts;",
       {kAutoCdcSqlDoc, kAutoCdcDoc}, "6.3, 11"},
      {"SR708", "streaming-read-of-cdc-target", Severity::Warning, "pipeline",
       "A streaming read of a table an AUTO CDC flow writes as SCD type 1.",
       "An SCD type 1 target (the default of AUTO CDC) is updated and deleted in place. A Delta streaming "
       "source only accepts appends: the first update or delete fails the reading stream unless it sets "
       "skipChangeCommits (Delta streaming, \"Ignore updates and deletes\").",
       "Read the target in batch (a materialized view), set `skipChangeCommits` on the read when the changes "
       "may be ignored, or store the target as SCD type 2.",
       "# problem\ndp.create_auto_cdc_flow(target=\"accounts\", source=\"changes\", keys=[\"id\"], sequence_by=\"lsn\")\n"
       "@dp.table\ndef flagged():\n    return spark.readStream.table(\"accounts\")\n"
       "# fixed\n@dp.materialized_view\ndef flagged():\n    return spark.read.table(\"accounts\")",
       {kIdempotentDoc, kAutoCdcDoc}, "6.2, 6.3, 11"},
      {"SR709", "pivot-in-pipeline-dataset", Severity::Error, "pipeline",
       "`.pivot(` inside a pipeline dataset function.",
       "Lakeflow pipelines do not support pivot() in dataset definitions (the pipeline Python reference, "
       "limitations): the update fails when it reaches the dataset.",
       "Write one aggregate per value (`F.sum(F.when(F.col(\"channel\") == \"web\", F.col(\"amount\")))`), or pivot "
       "in a job that reads the pipeline's table.",
       "# problem\n@dp.materialized_view\ndef wide():\n    return spark.read.table(\"t\").groupBy(\"d\").pivot(\"c\").sum(\"x\")",
       {kPipelinePythonDoc}, "6.3, 11"},
      {"SR710", "dataset-type-changed", Severity::Error, "pipeline",
       "Against streamlint.lock, a pipeline dataset changed between streaming table and materialized view.",
       "A pipeline dataset keeps the type it was created with: a streaming table cannot become a materialized "
       "view in place, nor the reverse, and a full refresh (which clears and recomputes the data) does not change "
       "the type either (streaming-facts.md section 11, \"Changing dataset type\"). The update fails until the "
       "table is dropped. `streamlint lock` records each dataset's type; a renamed dataset is a new one.",
       "Give the new definition a new name and drop the old table, or keep the recorded type; then run "
       "`streamlint lock`.",
       "# recorded: orders_daily is a streaming table\n# problem\n@dp.materialized_view\ndef orders_daily():\n"
       "    return spark.read.table(\"orders\")\n# fixed: a new name\n@dp.materialized_view\ndef orders_daily_mv():\n"
       "    return spark.read.table(\"orders\")",
       {kPipelineRefreshDoc, kPipelinePythonDoc}, "6.3, 11"},
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
       "Replace `once=True` with `availableNow=True`; in Scala, `Trigger.Once()` with `Trigger.AvailableNow()` "
       "(quick fix available).",
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
       "3.3, 11"},
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
       "8, 11"},
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

bool applies_to_scala(const RuleDoc& doc) {
  // SR407 reads the types of Python's except clauses; Scala's catch cases are lowered without theirs.
  return doc.category != "pipeline" && doc.code != "SR407";
}

std::string_view languages(const RuleDoc& doc) {
  return applies_to_scala(doc) ? "Python, notebooks, SQL text, Scala" : "Python, notebooks, SQL (not Scala)";
}

std::string render_catalog_markdown() {
  std::string out =
      "# streamlint rules\n\n"
      "Generated by `streamlint rule --all` from the rule documentation in the source; do not edit by hand "
      "(`scripts/gen-rule-docs` rewrites it, and a test checks it is current).\n\n"
      "Every rule checks Python files, Databricks notebook exports, Jupyter notebooks and the SQL text they "
      "hold (`spark.sql(...)`, SQL cells, pipeline `.sql` files). The Scala column says which also check "
      "`*.scala` files and Scala notebook exports; the pipeline rules do not (Lakeflow pipelines are defined "
      "in Python and SQL).\n\n"
      "| code | name | severity | category | Scala |\n|---|---|---|---|---|\n";
  for (const RuleDoc& doc : rule_docs()) {
    out += "| [" + std::string(doc.code) + "](#" + to_lower(doc.code) + ") | " + std::string(doc.name) + " | " +
           std::string(to_string(doc.severity)) + " | " + std::string(doc.category) + " | " +
           (applies_to_scala(doc) ? "yes" : "no") + " |\n";
  }
  for (const RuleDoc& doc : rule_docs()) {
    out += "\n## " + std::string(doc.code) + "\n\n" + render_rule_markdown(doc);
  }
  return out;
}

std::string render_rule_markdown(const RuleDoc& doc) {
  std::string out;
  out += "**" + std::string(doc.code) + " " + std::string(doc.name) + "** (" +
         std::string(to_string(doc.severity)) + ", " + std::string(doc.category) + ")\n\n";
  out += std::string(doc.summary) + "\n\n";
  out += "**Why it matters:** " + std::string(doc.why) + "\n\n";
  out += "**What to do:** " + std::string(doc.fix) + "\n\n";
  out += "**Languages:** " + std::string(languages(doc)) + "\n\n";
  out += "```python\n" + std::string(doc.example) + "\n```\n\n";
  if (!doc.links.empty()) {
    out += "**Docs:**\n";
    for (std::string_view link : doc.links) out += "- <" + std::string(link) + ">\n";
  }
  return out;
}

}  // namespace streamlint::analysis
