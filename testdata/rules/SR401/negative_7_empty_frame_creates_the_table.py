# expect: none
# `df.limit(0).write...mode("append").saveAsTable(t)` writes no rows: it creates the MERGE target
# with the micro-batch's schema (dbdemos' sessionization does this). The MERGE on a key is
# idempotent.
from delta.tables import DeltaTable


def upsert_sessions(df, epoch_id):
    if not df.sparkSession.catalog.tableExists("sessions"):
        df.limit(0).select("user_id", "last_seen").write.mode("append").saveAsTable("sessions")
    (DeltaTable.forName(df.sparkSession, "sessions").alias("s")
        .merge(df.alias("u"), "s.user_id = u.user_id")
        .whenMatchedUpdateAll()
        .whenNotMatchedInsertAll()
        .execute())


(spark.readStream.table("events").writeStream
    .option("checkpointLocation", "/chk/sessions")
    .foreachBatch(upsert_sessions)
    .start())
