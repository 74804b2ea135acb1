// config: compute=serverless
// expect: SR403 line 23, SR304 line 25
// A batch function that calls a method of its class takes the class's constructor parameters with
// it only where it names them: `tag(batchDF)` and `this.target` do not use the class's `spark`,
// and a handler that writes `spark` itself does.
import org.apache.spark.sql.{DataFrame, SparkSession}
import org.apache.spark.sql.streaming.Trigger

class Writer(spark: SparkSession, topic: String) extends Serializable {
  private val target: String = "/out"
  private def tag(d: DataFrame): DataFrame = d

  def clean(df: DataFrame) = df.writeStream
    .foreachBatch((batchDF: DataFrame, batchId: Long) => {
      println(this.topic)
      tag(batchDF).write.format("delta").option("txnAppId", "w")
        .option("txnVersion", batchId).mode("append").save(this.target)
    })
    .trigger(Trigger.AvailableNow()).option("checkpointLocation", "/chk/clean").start()

  def captured(df: DataFrame) = df.writeStream
    .foreachBatch((batchDF: DataFrame, batchId: Long) => {
      spark.sql("SELECT 1").collect()
    })
    .option("checkpointLocation", "/chk/captured").start()
}
