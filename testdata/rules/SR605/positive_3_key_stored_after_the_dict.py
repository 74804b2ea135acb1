# expect: SR605 line 7, SR603 line 8
# Source options stored into the dict after it is written still reach the reader, at the line that
# stores them.
src_opts = {"kafka.bootstrap.servers": "b:9092", "subscribe": "t"}
src_opts["startingOffsets"] = "latest"
src_opts["maxOffsetsPerTrigger"] = 10000
src_opts["failOnDataLoss"] = "false"
src_opts.update({"group.id": "etl"})
src = spark.readStream.format("kafka").options(**src_opts).load()
src.writeStream.option("checkpointLocation", "/chk/r3").toTable("s.r3")
