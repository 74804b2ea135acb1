# expect: SR402 line 4
def write(df, epoch_id):
    opts = {"txnAppId": "clicks-sink"}
    df.write.format("delta").mode("append").options(**opts).saveAsTable("web.clicks_sink")


spark.readStream.table("web.clicks").writeStream.foreachBatch(write).option(
    "checkpointLocation", "/Volumes/web/chk/clicks_sink").start()
