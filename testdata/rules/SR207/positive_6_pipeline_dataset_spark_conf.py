# expect: SR207 line 14
# A pipeline dataset's decorator sets Spark confs for its flow (`spark_conf=`): the policy set
# there is the flow's, as `spark.conf.set` would set it (and the RocksDB provider set beside it is
# read too: no SR501 on the join).
from pyspark import pipelines as dp
from pyspark.sql import functions as F

ROCKSDB = {"spark.sql.streaming.stateStore.providerClass": "com.databricks.sql.streaming.state.RocksDBStateStoreProvider"}


@dp.table(
    name="sessions",
    spark_conf={**ROCKSDB,
                "spark.sql.streaming.multipleWatermarkPolicy": "MAX"},
)
def sessions():
    web = spark.readStream.table("bronze.web").withWatermark("web_ts", "10 minutes")
    app = spark.readStream.table("bronze.app").withWatermark("app_ts", "1 hour")
    return web.join(app, F.expr("web_id = app_id AND app_ts BETWEEN web_ts AND web_ts + interval 1 hour"))
