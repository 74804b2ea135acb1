# expect: none
# A test that restarts a query from its checkpoint: the first run is stopped before the second
# starts, so they never run together (RULES.md "Clarifications").
CHECKPOINT = "/tmp/chk/restart_test"
q1 = (spark.readStream.table("events").writeStream.format("memory").queryName("run1")
      .option("checkpointLocation", CHECKPOINT).start())
q1.processAllAvailable()
q1.stop()
q2 = (spark.readStream.table("events").writeStream.format("memory").queryName("run2")
      .option("checkpointLocation", CHECKPOINT).start())
q2.processAllAvailable()
