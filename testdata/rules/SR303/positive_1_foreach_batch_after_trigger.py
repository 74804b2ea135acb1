# expect: SR302 line 11, SR303 line 12
def upsert_positions(batch_df, batch_id):
    (batch_df.write.format("delta").mode("append")
        .option("txnAppId", "positions")
        .option("txnVersion", batch_id)
        .saveAsTable("fleet.positions"))


positions = spark.readStream.format("kafka").option("subscribe", "gps").load()
(positions.writeStream
    .trigger(continuous="1 second")
    .foreachBatch(upsert_positions)
    .option("checkpointLocation", "/Volumes/fleet/chk/positions")
    .start())
