// expect: SR103 line 20, SR101 line 29, SR204 line 41, SR501 line 41, SR404 line 43, SR601 line 46
// Each object with a `def main` is a job of its own, with the session it builds: what one job sets
// (a session checkpoint root, RocksDB, source evolution) does not hold for another job's queries.
// A query of the job that set the root without a queryName is still SR103's. (The update mode
// on a Delta table is SR404's, state without a timeout SR204's.)
import org.apache.spark.sql.SparkSession
import org.apache.spark.sql.streaming.{GroupState, GroupStateTimeout, Trigger}

object Sandbox {
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder().getOrCreate()
    spark.conf.set("spark.sql.streaming.checkpointLocation", "/Volumes/dev/ops/checkpoints")
    spark.conf.set("spark.sql.streaming.stateStore.providerClass",
      "com.databricks.sql.streaming.state.RocksDBStateStoreProvider")
    spark.conf.set("spark.sql.streaming.enableSourceEvolution", "true")
    spark.readStream.format("delta").name("sandbox_events").load("/Volumes/dev/raw/events")
      .writeStream
      .format("delta")
      .trigger(Trigger.AvailableNow())
      .toTable("dev.events_copy")
  }
}

object EventsCopy {
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder().getOrCreate()
    spark.readStream.table("prod.events").writeStream
      .trigger(Trigger.AvailableNow())
      .toTable("prod.events_copy")
  }
}

object UserCounts {
  def count(user: String, rows: Iterator[String], state: GroupState[Long]): Long = rows.size.toLong

  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder().getOrCreate()
    import spark.implicits._
    spark.readStream.table("prod.clicks").as[String]
      .groupByKey(identity)
      .mapGroupsWithState(GroupStateTimeout.NoTimeout())(count _)
      .writeStream
      .outputMode("update")
      .option("checkpointLocation", "/Volumes/prod/ops/chk/user_counts")
      .toTable("prod.user_counts")
    spark.readStream.format("delta").name("clicks_v1").load("/Volumes/prod/raw/clicks")
      .writeStream
      .option("checkpointLocation", "/Volumes/prod/ops/chk/clicks_copy")
      .toTable("prod.clicks_copy")
  }
}
