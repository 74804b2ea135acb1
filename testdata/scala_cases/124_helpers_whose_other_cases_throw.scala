// expect: SR401 line 13, SR301 line 18, SR307 line 27, SR101 line 28, SR101 line 30
// A helper whose other cases throw (`case None => throw ...`, `else sys.error(...)`) returns the
// writer of the case that does not: the queries started on what they return are checked (no
// checkpoint; a deprecated trigger that ignores the Kafka rate limit; a plain append per batch).
import org.apache.spark.sql.{DataFrame, SparkSession}
import org.apache.spark.sql.streaming.{DataStreamWriter, Trigger}
import org.apache.spark.sql.Row

object TopicWriters {
  def writer(df: Option[DataFrame]): DataStreamWriter[Row] = df match {
    case None => throw new IllegalArgumentException("no input")
    case Some(d) => d.writeStream.foreachBatch { (batch: DataFrame, id: Long) =>
      batch.write.mode("append").saveAsTable("ops.page_views")
    }
  }

  def sink(kind: String, df: DataFrame): DataStreamWriter[Row] =
    if (kind == "console") df.writeStream.format("console").trigger(Trigger.Once())
    else sys.error(s"unknown sink $kind")
}

object PageViews {
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder.getOrCreate()
    val views = spark.readStream.format("kafka")
      .option("kafka.bootstrap.servers", "broker:9092").option("subscribe", "page-views")
      .option("maxOffsetsPerTrigger", "10000").load()
    TopicWriters.writer(Some(views)).start()

    TopicWriters.sink(args(0), views).start()
  }
}
