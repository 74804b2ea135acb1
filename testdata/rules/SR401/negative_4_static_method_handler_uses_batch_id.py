# expect: none
# A staticmethod handler binds no `self`: its second parameter is the batch id, and the write uses it.
class Sink:
    @staticmethod
    def write(df, batch_id):
        (df.write.format("delta").mode("append")
           .option("txnAppId", "orders-sink").option("txnVersion", batch_id)
           .saveAsTable("silver.orders"))

    def start(self, stream):
        return (stream.writeStream.foreachBatch(Sink.write)
                .option("checkpointLocation", "/Volumes/main/ops/chk/orders").start())


(spark.readStream.table("bronze.orders").writeStream.foreachBatch(Sink.write)
    .option("checkpointLocation", "/Volumes/main/ops/chk/orders2").start())
