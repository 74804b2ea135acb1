# expect: SR204 line 12, SR501 line 12, SR404 line 14
from pyspark.sql.streaming.state import GroupStateTimeout


def track_sessions(key, pdfs, state):
    for pdf in pdfs:
        yield pdf


sessions = (spark.readStream.table("web.clicks")
            .groupBy("user_id")
            .applyInPandasWithState(track_sessions, "user_id string, n long", "n long", "update",
                                    GroupStateTimeout.NoTimeout))
sessions.writeStream.outputMode("update").option("checkpointLocation", "/Volumes/web/chk/s").toTable("web.s")
