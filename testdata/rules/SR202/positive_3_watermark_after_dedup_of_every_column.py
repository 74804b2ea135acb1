# expect: SR202 line 14
# A dropDuplicates() of every column keys by the event-time column too: a watermark after it,
# though a later window needs it there as well, is late for the dropDuplicates (move it up).
from pyspark.sql import SparkSession
from pyspark.sql.functions import window

spark = SparkSession.builder.getOrCreate()
spark.conf.set("spark.sql.streaming.stateStore.providerClass",
               "com.databricks.sql.streaming.state.RocksDBStateStoreProvider")
events = spark.readStream.table("app.events")
counts = (
    events
    .dropDuplicates()
    .withWatermark("ts", "10 minutes")
    .groupBy(window("ts", "5 minutes"))
    .count()
)
counts.writeStream.option("checkpointLocation", "/chk/counts").toTable("app.counts")
