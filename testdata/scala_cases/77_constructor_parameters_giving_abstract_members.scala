// expect: SR301 line 13, SR102 line 14
// fix: SR301 -> Trigger.AvailableNow()
// A class's constructor parameter can give a trait's abstract member (`class Feed(val name: String,
// val trigger: Trigger) extends Ingest`): each instance's argument is what the trait's methods read.
// Two feeds made for "orders" share the checkpoint (SR102); the one made with Trigger.Once() is SR301.
import org.apache.spark.sql.SparkSession
import org.apache.spark.sql.streaming.Trigger

trait Ingest {
  def name: String
  def trigger: Trigger
  def run(spark: SparkSession): Unit =
    spark.readStream.table(s"bronze.$name").writeStream.trigger(trigger)
      .option("checkpointLocation", s"/chk/ingest/$name").toTable(s"silver.$name")
}

class Feed(val name: String, val trigger: Trigger) extends Ingest

object Feeds {
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder.getOrCreate()
    new Feed("orders", Trigger.AvailableNow()).run(spark)
    new Feed("refunds", Trigger.Once()).run(spark)
    val again = new Feed("orders", Trigger.AvailableNow())
    again.run(spark)
  }
}
