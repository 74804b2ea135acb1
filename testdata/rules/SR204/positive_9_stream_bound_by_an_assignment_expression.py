# expect: SR204 line 4
# A stream bound by an assignment expression (:=) is that stream.
if (src := spark.readStream.table("a")) is not None:
    src.dropDuplicates(["id"]).writeStream.option("checkpointLocation", "/c").toTable("t")
