// config: compute=serverless
// expect: SR403 line 18, SR403 line 19, SR404 line 25
// fix: SR403 -> import batch.sparkSession.implicits._
// `import spark.implicits._` inside the batch function reads the driver's session, as
// `spark.table` does. Scala's Dataset.except with a stream on the right is PySpark's subtract;
// with a static right side it runs.
import org.apache.spark.sql.{DataFrame, SparkSession}
import org.apache.spark.sql.streaming.Trigger

object ReturnsJob {
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder().getOrCreate()
    import spark.implicits._
    val returns = spark.readStream.table("shop.returns")
    returns.writeStream
      .trigger(Trigger.AvailableNow())
      .foreachBatch { (batch: DataFrame, id: Long) =>
        import spark.implicits._
        val reasons = spark.table("ref.reasons")
        batch.join(reasons, "reason_id").filter($"valid")
          .write.format("delta").option("txnAppId", "returns").option("txnVersion", id)
          .mode("append").saveAsTable("shop.returns_enriched")
      }
      .option("checkpointLocation", "/chk/shop/returns").start()
    spark.readStream.table("shop.orders").except(returns)
      .writeStream.trigger(Trigger.AvailableNow())
      .option("checkpointLocation", "/chk/shop/kept").toTable("shop.kept")
    spark.readStream.table("shop.orders").except(spark.read.table("shop.blocked"))
      .writeStream.trigger(Trigger.AvailableNow())
      .option("checkpointLocation", "/chk/shop/allowed").toTable("shop.allowed")
  }
}
