# expect: none
# A try around a read, a SELECT, or a write outside any foreachBatch function.
def enrich(batch_df, batch_id):
    try:
        dims = batch_df.sparkSession.sql("SELECT * FROM dims")
    except Exception:
        dims = None
    batch_df.write.mode("overwrite").saveAsTable("t")


try:
    spark.read.table("a").write.mode("overwrite").saveAsTable("b")
except Exception:
    pass

spark.readStream.table("s").writeStream.foreachBatch(enrich).option("checkpointLocation", "/chk/e").start()
