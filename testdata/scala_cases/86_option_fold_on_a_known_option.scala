// expect: SR204 line 33, SR301 line 49
// An Option the caller gives (`None`, `Some(...)`) is folded as Scala does: None.fold(ifEmpty)(f)
// is ifEmpty, Some(x).fold(ifEmpty)(f) is f(x). The writer reaches start() either way, so the
// aggregation in complete mode without a watermark (SR204) and the Once trigger (SR301) are seen.
// Seq(x).fold(zero)(op) takes two-parameter op and is not an Option.
package com.acme.agg

import org.apache.spark.sql.{DataFrame, SparkSession}
import org.apache.spark.sql.functions._
import org.apache.spark.sql.streaming.{StreamingQuery, Trigger}

object WindowedCounts {
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder().appName("counts").getOrCreate()
    countsQuery(spark, "/tmp/in", "/tmp/chk/counts", queryName = None).awaitTermination()
    onceQuery(spark, Some("once_counts")).awaitTermination()
    val label = Seq("a").fold("")((acc, s) => acc + s)
    println(label)
  }

  def countsQuery(
      spark: SparkSession,
      inputPath: String,
      checkpointDir: String,
      queryName: Option[String]
  ): StreamingQuery = {
    val df = spark.readStream
      .format("json")
      .schema("timestamp TIMESTAMP, word STRING")
      .load(inputPath)

    val counts = df
      .groupBy(window(col("timestamp"), "10 minutes"), col("word"))
      .count()

    val writer = counts.writeStream
      .outputMode("complete")
      .format("console")
      .option("checkpointLocation", checkpointDir)

    queryName.fold(writer)(n => writer.queryName(n)).start()
  }

  def onceQuery(spark: SparkSession, name: Option[String]): StreamingQuery = {
    val writer = spark.readStream.table("bronze.events")
      .writeStream
      .format("delta")
      .option("checkpointLocation", "/tmp/chk/once")
      .trigger(Trigger.Once())
    name.fold(writer)(n => writer.queryName(n)).toTable("silver.events")
  }
}
