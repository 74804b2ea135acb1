// expect: SR106 line 11, SR207 line 12, SR102 line 25, SR102 line 30
// config: dbr=15.4
// Session confs kept in a Map and applied in a loop: `for ((key, value) <- confs)`, `foreach` over
// the pairs (`kv._1`) or with `case (k, v)`. Each conf is reported where its key is written in the
// Map. A for over a Seq of topics starts one query per topic, each with its own checkpoint; the
// query after it writes the first topic again to that topic's folder.
import org.apache.spark.sql.SparkSession

object Confs {
  val Streaming: Map[String, String] = Map(
    "spark.sql.streaming.stateStore.stateSchemaCheck" -> "false",
    "spark.sql.streaming.multipleWatermarkPolicy" -> "max",
    "spark.sql.shuffle.partitions" -> "96")
}

object Mirrors {
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder().getOrCreate()
    for ((key, value) <- Confs.Streaming) spark.conf.set(key, value)
    Confs.Streaming.foreach(kv => spark.conf.set(kv._1, kv._2))
    Confs.Streaming.foreach { case (k, v) => spark.conf.set(k, v) }
    for (topic <- Seq("orders", "payments")) {
      spark.readStream.format("kafka").option("subscribe", topic).load()
        .writeStream
        .option("checkpointLocation", s"/Volumes/ops/chk/$topic")
        .toTable(s"ops.$topic")
    }
    spark.readStream.format("kafka").option("subscribe", "orders").load()
      .writeStream
      .option("checkpointLocation", "/Volumes/ops/chk/orders")
      .toTable("ops.orders_copy")
  }
}
