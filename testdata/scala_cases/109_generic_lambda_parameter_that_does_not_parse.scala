// expect: SR101 line 14
// A lambda parameter of a generic type on its own line (`rdd: RDD[Example] =>`) does not parse as
// a lambda: tree-sitter-scala reads a call with a colon argument that has no lambda start. That
// statement is skipped (reading the missing start once crashed the lowering); the next object is checked.
object A extends App {
  messages.foreachRDD {
    rdd: RDD[Example] =>
      println(rdd.count())
      rdd.foreach(println)
  }
}
object B {
  def main(args: Array[String]): Unit =
    spark.readStream.table("a").writeStream.toTable("b")
}
