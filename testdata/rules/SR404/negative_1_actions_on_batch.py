# expect: none
def audit(batch_df, batch_id):
    print(batch_id, batch_df.count())
    batch_df.show(5)


events = spark.readStream.table("app.events")
events.writeStream.foreachBatch(audit).option("checkpointLocation", "/Volumes/app/chk/audit").start()
spark.read.table("app.events").limit(10).collect()
