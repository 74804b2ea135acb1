# expect: SR201 line 5, SR204 line 7, SR404 line 7
# distinct() on a stream is an aggregation over every column: in append mode it needs a watermark;
# in update mode its state grows with every distinct row.
pages = spark.readStream.table("web.clicks").select("user_id", "page")
pages.distinct().writeStream.option("checkpointLocation", "/chk/pages").toTable("web.pages")
users = spark.readStream.table("web.clicks").select("user_id")
users.distinct().writeStream.outputMode("update").option("checkpointLocation", "/chk/users").toTable("web.users")
