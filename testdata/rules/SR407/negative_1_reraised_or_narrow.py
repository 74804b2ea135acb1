# expect: none
import logging

log = logging.getLogger("x")


def upsert(batch_df, batch_id):
    try:
        batch_df.sparkSession.sql("MERGE INTO t USING s ON t.id = s.id WHEN MATCHED THEN UPDATE SET *")
    except Exception as exc:
        log.exception("failed")
        raise RuntimeError("merge failed") from exc


def narrow(batch_df, batch_id):
    try:
        batch_df.write.mode("overwrite").saveAsTable("t2")
    except ValueError:
        log.warning("bad value")
    finally:
        log.info("done")


spark.readStream.table("s").writeStream.foreachBatch(upsert).option("checkpointLocation", "/chk/u").start()
spark.readStream.table("s").writeStream.foreachBatch(narrow).option("checkpointLocation", "/chk/n").start()
