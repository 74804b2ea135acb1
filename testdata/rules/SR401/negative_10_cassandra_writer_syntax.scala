// expect: none
// The Spark Cassandra Connector's writer syntax, `cassandraFormat(table, keyspace)`, is
// format("org.apache.spark.sql.cassandra"): its writes are upserts on the primary key, which a
// retried batch replaces, as the same write spelled with format(...) does.
import org.apache.spark.sql.{Dataset, Row, SaveMode, SparkSession}
import org.apache.spark.sql.cassandra._

object CarsToCassandra {
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder.getOrCreate()
    val cars = spark.readStream.table("raw.cars")
    cars.writeStream
      .foreachBatch { (batch: Dataset[Row], batchId: Long) =>
        batch.write.cassandraFormat("cars", "fleet").mode(SaveMode.Append).save()
      }
      .option("checkpointLocation", "/chk/cars_to_cassandra")
      .start()
  }
}
