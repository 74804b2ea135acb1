package com.acme.jobs

import com.acme.base.BaseJob

class ScoresJob extends BaseJob {
  def run(): Unit = {
    val scores = spark.readStream
      .format("kafka")
      .option("kafka.bootstrap.servers", brokers)
      .option("startingOffsets", "earliest")
      .option("subscribe", "scores")
      .load()
    scores.writeStream.format("console").start()
  }
}
