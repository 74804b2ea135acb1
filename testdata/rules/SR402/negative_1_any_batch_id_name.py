# expect: none
def write(microbatch, epoch):
    microbatch.write.format("delta").mode("append").option("txnAppId", "a").option(
        "txnVersion", epoch).saveAsTable("x.a")
    microbatch.write.format("delta").mode("append").options(txnAppId="b", txnVersion=str(epoch)).saveAsTable("x.b")


spark.readStream.table("x.src").writeStream.foreachBatch(write).option(
    "checkpointLocation", "/Volumes/x/chk/ab").start()
