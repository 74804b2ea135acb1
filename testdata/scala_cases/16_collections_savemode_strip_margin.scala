// Collections that run a query per table, SaveMode, stripMargin SQL over a stream's temp view,
// fully qualified and bare-imported triggers (fixes name what the file imports).
// expect: SR401 line 11, SR301 line 14, SR101 line 14, SR201 line 19, SR301 line 22, SR302 line 24
// fix: SR301 -> .trigger(org.apache.spark.sql.streaming.Trigger.AvailableNow()).toTable("yy")
import org.apache.spark.sql.{DataFrame, SaveMode}
import org.apache.spark.sql.functions._
import org.apache.spark.sql.streaming.Trigger.{Continuous, Once}

object A {
  val Tables = Seq("orders", "refunds")
  def a(batchDF: DataFrame, batchId: Long): Unit = batchDF.write.mode(SaveMode.Append).saveAsTable("t.a")
  def main(args: Array[String]): Unit = {
    spark.readStream.table("x").writeStream.foreachBatch(a _).option("checkpointLocation", "/c/a").start()
    Tables.foreach { t => spark.readStream.table(s"bronze.$t").writeStream.trigger(Once()).toTable(s"silver.$t") }
    val clicks = spark.readStream.table("web.clicks")
    clicks.createOrReplaceTempView("clicks_stream")
    val perUser = spark.sql("""SELECT user_id, count(*) AS clicks
      |FROM clicks_stream
      |GROUP BY user_id""".stripMargin)
    perUser.writeStream.option("checkpointLocation", "/c/p").toTable("t")
    spark.readStream.table("y").writeStream.option("checkpointLocation", "/c/y")
      .trigger(org.apache.spark.sql.streaming.Trigger.Once()).toTable("yy")
    spark.readStream.table("z").writeStream.option("checkpointLocation", "/c/z")
      .trigger(Continuous("1 second")).toTable("zz")
  }
}
