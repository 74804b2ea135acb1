// expect: none
// A ScalaTest-style restart from the same checkpoint: the first query is stopped first.
class RestartSuite {
  def restartsFromCheckpoint(): Unit = {
    val q1 = spark.readStream.table("a").writeStream.format("memory").queryName("r1")
      .option("checkpointLocation", "/tmp/chk/restart_suite").start()
    q1.processAllAvailable()
    q1.stop()
    val q2 = spark.readStream.table("a").writeStream.format("memory").queryName("r2")
      .option("checkpointLocation", "/tmp/chk/restart_suite").start()
    q2.processAllAvailable()
    q2.stop()
  }
}
