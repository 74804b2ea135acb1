# config: dbr=14.3
# expect: SR502 line 5
from pyspark.sql import functions as F

spark.conf.set("spark.sql.streaming.stateStore.providerClass",
               "com.databricks.sql.streaming.state.RocksDBStateStoreProvider")
views = spark.readStream.table("web.views").withWatermark("ts", "5 minutes")
views.groupBy(F.window("ts", "1 minute")).count().writeStream.option(
    "checkpointLocation", "/Volumes/web/chk/v").toTable("web.v")
