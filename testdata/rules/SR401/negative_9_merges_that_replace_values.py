# expect: none
# MERGEs that set the target's values from the source (an upsert), or from the target only in a
# condition, are keyed and idempotent: a retried micro-batch writes the same values again.


def upsert(batch_df, batch_id):
    batch_df.createOrReplaceTempView("updates")
    batch_df.sparkSession.sql("""
        MERGE INTO silver.orders AS t USING updates AS s ON t.id = s.id
        WHEN MATCHED AND s.updated_at > t.updated_at THEN UPDATE SET t.total = s.total, t.status = s.status
        WHEN MATCHED THEN UPDATE SET *
        WHEN NOT MATCHED THEN INSERT *
    """)
    batch_df.sparkSession.sql(
        "MERGE INTO silver.latest t USING updates s ON t.id = s.id "
        "WHEN MATCHED THEN UPDATE SET t.seen = greatest(t.seen, s.seen), t.total = s.total - s.refund")


spark.readStream.table("ops.orders").writeStream.foreachBatch(upsert).option("checkpointLocation", "/chk/upsert").start()
