# expect: SR407 line 8
# The `raise` is in a function the except defines and never calls: the failure is still swallowed.
def upsert(batch_df, batch_id):
    try:
        batch_df.sparkSession.sql("MERGE INTO shop.silver t USING updates s ON t.id = s.id "
                                  "WHEN MATCHED THEN UPDATE SET * WHEN NOT MATCHED THEN INSERT *")
    # a helper that would re-raise, defined and dropped
    except Exception:
        def fail():
            raise
        return

(spark.readStream.table("shop.bronze").writeStream.foreachBatch(upsert)
    .option("checkpointLocation", "/chk/silver").start())
