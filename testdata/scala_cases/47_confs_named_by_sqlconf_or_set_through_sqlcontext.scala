// expect: SR207 line 13, SR103 line 24, SR103 line 30, SR106 line 33
// Confs named by Spark's SQLConf constants (`SQLConf.X.key`) and set through SQLContext.setConf
// are the session's confs: RocksDB chosen that way silences SR501, the watermark policy and the
// session checkpoint directory are read, and so is a schema check turned off.
import org.apache.spark.sql.SparkSession
import org.apache.spark.sql.functions._
import org.apache.spark.sql.internal.SQLConf
import org.apache.spark.sql.streaming.Trigger

object AdJoin {
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder().getOrCreate()
    spark.sqlContext.setConf("spark.sql.streaming.multipleWatermarkPolicy", "max")
    spark.conf.set(SQLConf.STATE_STORE_PROVIDER_CLASS.key,
      "org.apache.spark.sql.execution.streaming.state.RocksDBStateStoreProvider")
    spark.conf.set(SQLConf.CHECKPOINT_LOCATION.key, "/Volumes/ads/ops/checkpoints")

    val views = spark.readStream.table("ads.bronze_views").withWatermark("view_time", "10 minutes")
    val buys = spark.readStream.table("ads.bronze_buys").withWatermark("buy_time", "20 minutes")

    views.join(buys, expr("buy_view_id = view_id AND buy_time BETWEEN view_time AND view_time + INTERVAL 1 HOUR"))
      .writeStream
      .trigger(Trigger.ProcessingTime("1 minute"))
      .toTable("ads.silver_view_buys")
  }
}

object Checks {
  def run(spark: SparkSession): Unit = {
    spark.readStream.table("ads.silver_view_buys").writeStream.toTable("ads.gold")
  }
  def relax(spark: SparkSession): Unit =
    spark.sqlContext.setConf(SQLConf.STATE_SCHEMA_CHECK_ENABLED.key, "false")
}
