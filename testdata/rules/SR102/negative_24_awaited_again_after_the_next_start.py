# expect: none
# The first query is awaited before the second starts on its checkpoint (RULES.md "Clarifications":
# no overlap). A copied q.awaitTermination() after the second start changes nothing: the first
# await already ended q.
q = (spark.readStream.table("silver").writeStream
     .option("checkpointLocation", "/chk/heart_rate")
     .trigger(availableNow=True)
     .toTable("heart_rate_silver"))

q.awaitTermination()

(spark.readStream.table("bronze").writeStream
     .option("checkpointLocation", "/chk/heart_rate")
     .trigger(availableNow=True)
     .toTable("heart_rate_silver"))
q.awaitTermination()
