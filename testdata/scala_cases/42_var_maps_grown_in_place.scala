// expect: SR101 line 13
// A var map grown with += and ++= holds what was added: the first two queries have a checkpoint.
object P {
  def main(a: Array[String]): Unit = {
    var opts = Map("x" -> "1")
    opts += ("checkpointLocation" -> "/chk/o")
    spark.readStream.table("a").writeStream.options(opts).toTable("t")
    var o2 = Map("x" -> "1")
    o2 ++= Map("checkpointLocation" -> "/chk/p")
    spark.readStream.table("b").writeStream.options(o2).toTable("t2")
    var o3 = Map("x" -> "1")
    o3 += ("mergeSchema" -> "true")
    spark.readStream.table("c").writeStream.options(o3).toTable("t3")
  }
}
