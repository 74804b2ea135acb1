# expect: SR407 line 39
# A handler that writes itself loses nothing: the write again (a table created on first use), or
# the batch into a quarantine table, or one writer's write made again (the writer over a SQL
# query of the batch's view). Should that write fail, the batch fails and runs again on restart.
# Only the handler that logs and moves on drops the batch.
import logging

from pyspark.sql import SparkSession

spark = SparkSession.builder.getOrCreate()
log = logging.getLogger(__name__)


def append(batch_df, table, batch_id):
    (batch_df.write.option("txnAppId", table).option("txnVersion", batch_id)
        .mode("append").saveAsTable(table))


def append_or_create(batch_df, batch_id):
    try:
        spark.sql("DESCRIBE TABLE ops.events")
        append(batch_df, "ops.events", batch_id)
    except Exception:
        append(batch_df, "ops.events", batch_id)
        spark.sql("ALTER TABLE ops.events SET TBLPROPERTIES ('delta.appendOnly' = 'true')")


def quarantine(batch_df, batch_id):
    try:
        append(batch_df, "ops.orders", batch_id)
    except Exception as e:
        log.warning("batch %s quarantined: %s", batch_id, e)
        append(batch_df, "ops.orders_quarantine", batch_id)


def log_and_move_on(batch_df, batch_id):
    try:
        append(batch_df, "ops.refunds", batch_id)
    except Exception as e:
        log.warning("batch %s failed: %s", batch_id, e)


def transformed(batch_df, batch_id):
    batch_df.createOrReplaceTempView("micro_batch")
    writer = spark.sql(SQL).write.format("delta").mode("append").option("txnAppId", "t").option("txnVersion", batch_id)
    try:
        spark.sql("DESCRIBE TABLE ops.transformed")
        writer.saveAsTable("ops.transformed")
    except Exception:
        writer.saveAsTable("ops.transformed")


events = spark.readStream.table("ops.raw")
events.writeStream.foreachBatch(transformed).option("checkpointLocation", "/chk/transformed").start()
events.writeStream.foreachBatch(append_or_create).option("checkpointLocation", "/chk/events").start()
events.writeStream.foreachBatch(quarantine).option("checkpointLocation", "/chk/orders").start()
events.writeStream.foreachBatch(log_and_move_on).option("checkpointLocation", "/chk/refunds").start()
