# expect: SR401 line 9
# A callable instance handed to foreachBatch runs its __call__ for every micro-batch.
class AppendTo:
    def __init__(self, table):
        self.table = table

    def __call__(self, batch_df, batch_id):
        enriched = batch_df.withColumn("loaded_at", F.current_timestamp())
        enriched.write.mode("append").saveAsTable("ops.audit_events")


(spark.readStream.table("ops.bronze_events").writeStream
    .foreachBatch(AppendTo("ops.audit_events"))
    .option("checkpointLocation", "/Volumes/ops/chk/audit_events")
    .start())
