# expect: none
# An outer join whose keys include the event-time column one side watermarks: Spark accepts any
# join type with the watermark in the join keys, and evicts both sides' state by that key
# (UnsupportedOperationChecker, StreamingSymmetricHashJoinHelper). The change data feed pattern.
from pyspark.sql import SparkSession

spark = SparkSession.builder.getOrCreate()
spark.conf.set("spark.sql.streaming.stateStore.providerClass",
               "com.databricks.sql.streaming.state.RocksDBStateStoreProvider")
new = spark.readStream.table("cdf.new_rows")
old = spark.readStream.table("cdf.old_rows")
(new.withWatermark("ts", "3 minutes")
    .join(old, ["id", "ts"], "left")
    .writeStream.option("checkpointLocation", "/chk/by_name").toTable("cdf.joined"))
(new.withWatermark("ts", "3 minutes")
    .join(old, (new.id == old.id) & (new.ts == old.ts), "left_outer")
    .writeStream.option("checkpointLocation", "/chk/by_condition").toTable("cdf.joined_by_condition"))
(old.join(new.withWatermark("ts", "3 minutes"), "ts", "full")
    .writeStream.option("checkpointLocation", "/chk/full").toTable("cdf.joined_full"))
