package com.acme.jobs

import com.acme.common.{JdbcSink, Paths}
import org.apache.spark.sql.SparkSession

object Exports {
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder.getOrCreate()
    val sink = new JdbcSink("jdbc:postgresql://db/app", "exports")
    spark.readStream.table("raw.exports").writeStream
      .foreachBatch(sink.write)
      .option("checkpointLocation", Paths.root + "/exports")
      .start()
    spark.readStream.table("raw.exports_eu").writeStream
      .foreachBatch(sink.write)
      .option("checkpointLocation", s"${Paths.root}/exports")
      .start()
  }
}
