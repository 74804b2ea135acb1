# expect: none
def backfill(df, batch_id):
    # Same signature, but called directly on batch data: not a streaming handler.
    df.write.mode("append").saveAsTable("ops.backfill")


backfill(spark.read.table("ops.history"), 0)
