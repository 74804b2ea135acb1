# expect: SR404 line 12
# SQL's TABLESAMPLE over a streaming temp view is a sample of the stream, which Spark rejects at
# start as it rejects DataFrame.sample(); over a batch table it is fine.
requests = spark.readStream.table("web.requests")
requests.createOrReplaceTempView("requests_live")
spark.read.table("web.requests_archive").createOrReplaceTempView("requests_archive")

archive_sample = spark.sql("SELECT * FROM requests_archive TABLESAMPLE (1 PERCENT)")
archive_sample.write.mode("overwrite").saveAsTable("web.requests_archive_sample")

live_sample = spark.sql("""
    SELECT * FROM requests_live TABLESAMPLE (1 PERCENT) WHERE status >= 500
""")
(live_sample.writeStream
    .option("checkpointLocation", "/Volumes/web/ops/chk/requests_sample")
    .toTable("web.requests_errors_sample"))
