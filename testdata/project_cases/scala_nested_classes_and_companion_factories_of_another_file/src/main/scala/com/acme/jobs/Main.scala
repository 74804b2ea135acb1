package com.acme.jobs

import org.apache.spark.sql.SparkSession
import com.acme.common.{Copy, Mirror, Sinks}

object Main {
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder.getOrCreate()
    new Sinks.Console(spark, "clicks", "/chk/console/clicks").start()
    new Sinks.Console(spark, "views", "/chk/console/views").start()
    val orders = Mirror(spark, "orders")
    orders.run()
    Mirror(spark, "orders").run()
    Mirror(spark, "refunds").run()
    Copy(spark, "orders", "dev").run()
    Copy(spark, "users", "dev").run()
  }
}
