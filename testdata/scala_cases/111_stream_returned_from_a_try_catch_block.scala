// expect: SR206 line 29, SR501 line 29, SR101 line 37, SR301 line 40
// A helper whose body is `try { ...; df } catch { ... }` returns the try block's value, as the
// same helper without the try would: the join of two such streams keeps state (SR206, SR501). A
// `try` that a val is given, or one with a `finally`, is read the same way, and its handlers and
// finally block still run (the Once trigger there is SR301).
import org.apache.spark.sql.{DataFrame, SparkSession}
import org.apache.spark.sql.functions.expr
import org.apache.spark.sql.streaming.Trigger

object SurgeJob {
  def subscribe(spark: SparkSession, topic: String): DataFrame = {
    try {
      val df = spark.readStream
        .format("kafka")
        .option("kafka.bootstrap.servers", "broker:9092")
        .option("subscribe", topic)
        .load()
      df
    } catch {
      case e: Exception => throw new RuntimeException(s"cannot subscribe to $topic", e)
    }
  }

  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder.getOrCreate()
    val demand = subscribe(spark, "demand").selectExpr("CAST(key AS STRING) AS d_zip")
    val supply = try subscribe(spark, "supply").selectExpr("CAST(key AS STRING) AS s_zip") finally println("subscribed")
    demand
      .join(supply, expr("d_zip = s_zip"))
      .writeStream
      .format("delta")
      .option("checkpointLocation", "/chk/surge")
      .start("/delta/surge")
    val audit = try { spark.readStream.table("audit") } catch { case _: Throwable => spark.emptyDataFrame }
    audit.writeStream
      .format("delta")
      .start("/delta/audit_copy")
    val mirrored = try audit.writeStream.option("checkpointLocation", "/chk/audit_mirror").toTable("audit_mirror") finally {
      audit.writeStream
        .trigger(Trigger.Once())
        .option("checkpointLocation", "/chk/audit_once")
        .toTable("audit_once")
    }
  }
}
