# expect: SR401 line 7
class LedgerSink:
    def __init__(self, table):
        self.table = table

    def write_batch(self, batch_df, batch_id):
        batch_df.write.mode("append").saveAsTable("finance.ledger")

    def start(self, stream):
        return (stream.writeStream
                .foreachBatch(self.write_batch)
                .option("checkpointLocation", "/Volumes/finance/chk/ledger")
                .start())


LedgerSink("finance.ledger").start(spark.readStream.table("finance.bronze"))
