# expect: none
# A try around starting the query is not around the foreachBatch function's write: a failed batch
# still fails the query.
from delta.tables import DeltaTable

def merge_into_silver(df):
    (DeltaTable.forName(df.sparkSession, "shop.silver").alias("t")
        .merge(df.alias("s"), "t.id = s.id")
        .whenMatchedUpdateAll().whenNotMatchedInsertAll().execute())

def upsert(batch_df, batch_id):
    merge_into_silver(batch_df)

def main():
    try:
        (spark.readStream.table("shop.bronze").writeStream.foreachBatch(upsert)
            .option("checkpointLocation", "/chk/silver").start())
    except Exception as e:
        print(e)

main()
