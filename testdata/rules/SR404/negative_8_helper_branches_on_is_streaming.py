# expect: none
# A helper that branches on df.isStreaming: a stream returns before the batch write (or takes the
# other branch), so the batch write never runs on it.
from pyspark.sql import DataFrame, SparkSession

spark = SparkSession.builder.getOrCreate()


def save(df: DataFrame, table: str, checkpoint: str):
    # A stream returns before the batch write below it.
    if df.isStreaming:
        return df.writeStream.option("checkpointLocation", checkpoint).trigger(availableNow=True).toTable(table)
    df.write.mode("append").saveAsTable(table)


def save_else(df: DataFrame, table: str, checkpoint: str):
    if not df.isStreaming:
        df.write.mode("append").saveAsTable(table)
    else:
        df.writeStream.option("checkpointLocation", checkpoint).toTable(table)


save(spark.readStream.table("x.bronze"), "x.silver", "/chk/silver")
save(spark.read.table("x.bronze_2023"), "x.silver_2023", "/unused")
save_else(spark.readStream.table("x.bronze_b"), "x.silver_b", "/chk/silver_b")
