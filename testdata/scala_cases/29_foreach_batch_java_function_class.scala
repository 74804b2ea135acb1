// expect: SR401 line 16
// foreachBatch given an anonymous VoidFunction2 (the Java overload, which Scala 2.12 code often has
// to spell out): its call method is the batch function. The first appends on every retry; the
// second writes with the batch id as txnVersion.
import org.apache.spark.api.java.function.VoidFunction2
import org.apache.spark.sql.{Dataset, Row, SparkSession}

object BatchJavaFunction {
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder.getOrCreate()
    val events = spark.readStream.table("bronze.events")

    events.writeStream
      .foreachBatch(new VoidFunction2[Dataset[Row], java.lang.Long] {
        override def call(batch: Dataset[Row], batchId: java.lang.Long): Unit = {
          batch.write.format("delta").mode("append").saveAsTable("silver.events")
        }
      })
      .option("checkpointLocation", "/Volumes/main/ops/chk/events")
      .start()

    events.writeStream
      .foreachBatch(new VoidFunction2[Dataset[Row], java.lang.Long] {
        override def call(batch: Dataset[Row], batchId: java.lang.Long): Unit = {
          batch.write.format("delta").mode("append")
            .option("txnAppId", "events-copy").option("txnVersion", batchId)
            .saveAsTable("silver.events_copy")
        }
      })
      .option("checkpointLocation", "/Volumes/main/ops/chk/events_copy")
      .start()
  }
}
