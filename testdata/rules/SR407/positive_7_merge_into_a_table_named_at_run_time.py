# expect: SR407 line 19, SR407 line 29
# The MERGE's and the DELETE's targets are only known at run time (a job argument):
# the statement's verb is in its literal text, so it is still the batch's write, and the handlers
# that log its failure and go on lose the batch.
import sys

TARGET = sys.argv[1]


def upsert(batch_df, batch_id):
    batch_df.createOrReplaceTempView("updates")
    try:
        batch_df.sparkSession.sql(
            f"""
            MERGE INTO {TARGET} t USING updates s ON t.id = s.id
            WHEN MATCHED THEN UPDATE SET * WHEN NOT MATCHED THEN INSERT *
            """
        )
    except Exception as e:
        print(f"merge failed for batch {batch_id}: {e}")


def stage(batch_df, batch_id):
    batch_df.createOrReplaceTempView("batch")
    try:
        batch_df.sparkSession.sql(
            f"DELETE FROM {TARGET}_staging WHERE batch_id < {batch_id}"
        )
    except:
        pass


(spark.readStream.table("main.bronze.orders")
    .writeStream
    .foreachBatch(upsert)
    .option("checkpointLocation", "/chk/orders_silver")
    .start())

(spark.readStream.table("main.bronze.orders")
    .writeStream
    .foreachBatch(stage)
    .option("checkpointLocation", "/chk/orders_staging")
    .start())
