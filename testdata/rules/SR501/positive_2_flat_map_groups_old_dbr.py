# config: dbr=15.4
# expect: SR501 line 7
sessions = (spark.readStream.table("web.clicks")
            .withWatermark("ts", "30 minutes"))
state = (sessions
         .groupBy("user_id")
         .applyInPandasWithState(lambda k, it, s: it, "u string", "n long", "append", "EventTimeTimeout"))
state.writeStream.outputMode("append").option("checkpointLocation", "/Volumes/web/chk/st").toTable("web.st")
