# config: dbr=15.4
# expect: SR504 line 6, SR404 line 8
class Counter:
    pass
counts = (spark.readStream.table("app.events").groupBy("user")
          .transformWithStateInPandas(statefulProcessor=Counter(), outputStructType="user string, n long",
                                      outputMode="Update", timeMode="None"))
counts.writeStream.outputMode("update").option("checkpointLocation", "/Volumes/app/chk/c").toTable("app.c")
