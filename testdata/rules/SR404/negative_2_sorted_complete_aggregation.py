# expect: SR204 line 3, SR101 line 6
top_pages = (spark.readStream.table("web.views")
             .groupBy("page")
             .count()
             .orderBy("count", ascending=False))
top_pages.writeStream.outputMode("complete").format("memory").queryName("top_pages").start()
