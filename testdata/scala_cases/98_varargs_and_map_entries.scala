// expect: SR201 line 20, SR201 line 26
// A repeated parameter (`topics: String*`) holds the arguments given, so a helper's list of them,
// filtered on what is not known here, may still hold each topic: the queries started for each
// are checked. A Map's foreach runs for each entry, its (key, value) pair taken apart by the case.
import org.apache.spark.sql.SparkSession

class Topics(service: OffsetService) {
  def withOffsets(topics: String*): Seq[String] =
    topics.map(topic => service.resolve(topic)).filter(t => t.nonEmpty)
}

object PerTopicCounts {
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder.getOrCreate()
    val topics = new Topics(OffsetService.connect())
    topics.withOffsets("orders", "refunds").foreach { topic =>
      spark.readStream.format("kafka")
        .option("subscribe", topic)
        .load()
        .groupBy("key").count()
        .writeStream.outputMode("append").option("checkpointLocation", s"/chk/topics/$topic").start()
    }
    val tables = Map("silver.orders" -> "/chk/tables/orders", "silver.refunds" -> "/chk/tables/refunds")
    tables.foreach { case (table, checkpoint) =>
      spark.readStream.table(table)
        .groupBy("store").count()
        .writeStream.outputMode("append").option("checkpointLocation", checkpoint).toTable(table + "_counts")
    }
  }
}
