package com.acme.app

import com.acme.spark.Job
import org.apache.spark.sql.SparkSession

object PushBands extends Job {
  override def run(spark: SparkSession): Unit = {
    val bands = spark.readStream.format("kafka").option("subscribe", "bands").load()
    writeToPostgres(bands.selectExpr("CAST(value AS STRING) AS band"))
  }
}
