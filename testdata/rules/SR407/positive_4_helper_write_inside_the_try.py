# expect: SR407 line 15
# The write is in a helper the foreachBatch function calls inside `try:`: the except swallows its
# failure just the same.
from delta.tables import DeltaTable

def merge_into_silver(df):
    (DeltaTable.forName(df.sparkSession, "shop.silver").alias("t")
        .merge(df.alias("s"), "t.id = s.id")
        .whenMatchedUpdateAll().whenNotMatchedInsertAll().execute())

def upsert(batch_df, batch_id):
    try:
        merge_into_silver(batch_df)
    # a log line, then on to the next batch
    except Exception as e:
        print(e)

(spark.readStream.table("shop.bronze").writeStream.foreachBatch(upsert)
    .option("checkpointLocation", "/chk/silver").start())
