# expect: SR407 line 10
import logging

log = logging.getLogger("points")


def upsert(batch_df, batch_id):
    try:
        batch_df.sparkSession.sql("MERGE INTO t USING s ON t.id = s.id WHEN MATCHED THEN UPDATE SET *")
    except Exception as exc:
        log.warning("batch %s failed: %s", batch_id, exc)


spark.readStream.table("s").writeStream.foreachBatch(upsert).option("checkpointLocation", "/chk/u").start()
