# expect: SR401 line 9, SR407 line 18
# A pipeline's foreach_batch_sink handler is called with each micro-batch and its id, as a
# foreachBatch function is: its writes must be idempotent (streaming-facts.md §4.3).
from pyspark import pipelines as dp


@dp.foreach_batch_sink(name="orders_sink")
def orders_sink(df, batch_id):
    df.write.format("delta").mode("append").saveAsTable("cat.sch.orders_out")


@dp.foreach_batch_sink
def audit_sink(batch_df, batch_id):
    try:
        batch_df.write.format("delta").option("txnAppId", "audit").option(
            "txnVersion", batch_id
        ).mode("append").saveAsTable("cat.sch.audit")
    except Exception as error:
        print(f"audit batch {batch_id} failed: {error}")


@dp.append_flow(target="orders_sink")
def orders_flow():
    return spark.readStream.table("cat.sch.orders")
