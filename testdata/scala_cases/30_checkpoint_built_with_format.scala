// expect: SR102 line 9, SR102 line 10
// Scala's "...".format(...) is Java's String.format (printf-style): both queries write to
// /Volumes/main/ops/chk/orders.
object OrdersJob {
  val Root = "/Volumes/main/ops/chk"

  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder.getOrCreate()
    spark.readStream.table("bronze.a").writeStream.option("checkpointLocation", "%s/orders".format(Root)).toTable("silver.a")
    spark.readStream.table("bronze.b").writeStream.option("checkpointLocation", s"$Root/orders").toTable("silver.b")
  }
}
