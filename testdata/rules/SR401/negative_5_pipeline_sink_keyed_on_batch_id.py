# expect: none
# foreach_batch_sink handlers that write idempotently: txn options keyed on the batch id, and a
# MERGE on the key. A plain function that takes (df, batch_id) but is no sink is not a handler.
from pyspark import pipelines as dp
from pyspark.pipelines import foreach_batch_sink
from delta.tables import DeltaTable


@dp.foreach_batch_sink(name="events_sink")
def events_sink(df, batch_id):
    (
        df.write.format("delta")
        .option("txnAppId", "events_sink")
        .option("txnVersion", batch_id)
        .mode("append")
        .saveAsTable("cat.sch.events_out")
    )


@foreach_batch_sink(name="customers_sink")
def customers_sink(df, batch_id):
    target = DeltaTable.forName(df.sparkSession, "cat.sch.customers")
    (
        target.alias("t")
        .merge(df.alias("s"), "t.id = s.id")
        .whenMatchedUpdateAll()
        .whenNotMatchedInsertAll()
        .execute()
    )


def not_a_sink(df, batch_id):
    df.write.mode("append").saveAsTable("cat.sch.other")
