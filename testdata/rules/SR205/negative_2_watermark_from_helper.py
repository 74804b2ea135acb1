# expect: none
def with_event_time(df):
    return df.withWatermark("ts", "10 minutes")


clean = with_event_time(spark.readStream.table("iot.signals")).dropDuplicatesWithinWatermark()
clean.writeStream.option("checkpointLocation", "/Volumes/iot/chk/clean2").toTable("iot.clean2")
