// expect: SR101 line 26, SR101 line 34
// Scala 2's block lambda with one typed parameter, `{ cars: Iterator[Car] => ... }` and
// `udf { s: Long => ... }`, is ordinary code: the queries around it are checked (a syntax error
// used to hide the statements that held it). A trait's self type `{ self: App =>` stays one.
package com.acme.cars

import org.apache.spark.sql.{Dataset, SparkSession}
import org.apache.spark.sql.functions.{col, udf}

case class Car(name: String, speed: Long)

trait SparkJob { self: App =>
  lazy val spark: SparkSession = SparkSession.builder().appName("cars").getOrCreate()
}

object CarsToConsole extends App with SparkJob {
  import spark.implicits._

  val doubled = udf { s: Long => s * 2 }
  val cars = spark.readStream.schema("name STRING, speed LONG").json("/data/cars").as[Car]

  cars
    .withColumn("double_speed", doubled(col("speed")))
    .writeStream
    .format("console")
    .start()

  cars.writeStream
    .foreachBatch { (batch: Dataset[Car], batchId: Long) =>
      batch.foreachPartition { part: Iterator[Car] =>
        part.foreach(car => println(car))
      }
    }
    .start()
    .awaitTermination()
}
