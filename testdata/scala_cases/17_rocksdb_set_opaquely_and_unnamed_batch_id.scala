// RocksDB set through classOf[...].getName or a SparkConf object: no SR501 (what it is cannot be
// read, so nothing is claimed). A foreachBatch partial function that does not name the batch id:
// SR401 without a fix that would write `_`.
// expect: SR204 line 22, SR404 line 23, SR204 line 25, SR401 line 29
import org.apache.spark.SparkConf
import org.apache.spark.sql.{DataFrame, SparkSession}
import org.apache.spark.sql.streaming.{GroupStateTimeout, Trigger}
import org.apache.spark.sql.execution.streaming.state.RocksDBStateStoreProvider

object Sessions {
  def main(args: Array[String]): Unit = {
    val conf = new SparkConf().set("spark.sql.streaming.stateStore.providerClass",
      "org.apache.spark.sql.execution.streaming.state.RocksDBStateStoreProvider")
    val spark = SparkSession.builder().config(conf).getOrCreate()
    val other = SparkSession.builder()
      .config("spark.sql.streaming.stateStore.providerClass", classOf[RocksDBStateStoreProvider].getName)
      .getOrCreate()
    import spark.implicits._

    val events = spark.readStream.table("app.events")
    events.groupByKey(_.getString(0))
      .flatMapGroupsWithState(org.apache.spark.sql.streaming.OutputMode.Update, GroupStateTimeout.NoTimeout)(track _)
      .writeStream.outputMode("update").option("checkpointLocation", "/chk/sessions").toTable("app.sessions")

    events.dropDuplicates("event_id").writeStream
      .foreachBatch { case (batch: DataFrame, _) =>
        batch.write
          .mode("append")
          .saveAsTable("app.events_dedup")
      }
      .option("checkpointLocation", "/chk/dedup").trigger(Trigger.AvailableNow()).start()
  }
}
