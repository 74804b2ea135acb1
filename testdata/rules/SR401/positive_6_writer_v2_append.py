# expect: SR401 line 6
# DataFrameWriterV2: writeTo(table).append() appends like write.mode("append"); its overwrite
# methods replace, and an append with both txn options is skipped on retry.
def write_batch(batch_df, batch_id):
    enriched = batch_df.dropDuplicates(["event_id"])
    enriched.writeTo("main.silver.telemetry").append()
    enriched.writeTo("main.silver.latest").overwritePartitions()
    (enriched.writeTo("main.silver.audit")
        .option("txnAppId", "telemetry_audit")
        .option("txnVersion", batch_id)
        .append())


(spark.readStream.table("main.bronze.telemetry").writeStream
    .foreachBatch(write_batch)
    .option("checkpointLocation", "/Volumes/main/chk/telemetry")
    .start())
