# expect: SR407 line 17, SR401 line 19, SR407 line 26, SR401 line 27, SR407 line 34
# A handler that writes a row of its own (an error record, an audit INSERT) or a no-op write keeps
# none of the batch: the batch is still committed without its data.
import logging

from pyspark.sql import SparkSession

spark = SparkSession.builder.getOrCreate()
log = logging.getLogger(__name__)


def record_error(batch_df, batch_id):
    try:
        (batch_df.write.option("txnAppId", "orders").option("txnVersion", batch_id)
            .mode("append").saveAsTable("ops.orders"))
    # The error row is written, the batch is not.
    except Exception as e:
        spark.createDataFrame([(batch_id, str(e))], "batch_id long, error string") \
            .write.mode("append").saveAsTable("ops.stream_errors")


def audit(batch_df, batch_id):
    try:
        (batch_df.write.option("txnAppId", "refunds").option("txnVersion", batch_id)
            .mode("append").saveAsTable("ops.refunds"))
    except Exception as e:
        spark.sql(f"INSERT INTO ops.audit VALUES ({batch_id}, 'failed')")


def no_op(batch_df, batch_id):
    try:
        (batch_df.write.option("txnAppId", "returns").option("txnVersion", batch_id)
            .mode("append").saveAsTable("ops.returns"))
    except Exception as e:
        log.error("batch %s failed: %s", batch_id, e)
        batch_df.write.format("noop").mode("overwrite").save()


events = spark.readStream.table("ops.raw")
events.writeStream.foreachBatch(record_error).option("checkpointLocation", "/chk/orders_errors").start()
events.writeStream.foreachBatch(audit).option("checkpointLocation", "/chk/refunds_audit").start()
events.writeStream.foreachBatch(no_op).option("checkpointLocation", "/chk/returns_noop").start()
