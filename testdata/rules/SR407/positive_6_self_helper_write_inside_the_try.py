# expect: SR401 line 10, SR407 line 15
# A foreachBatch method that writes through another method of its class (`self._append`).
class Upserter:
    def __init__(self, table):
        self.table = table

    def _append(self, df):
        # Reached from the handler: an append per attempt (SR401), its failure swallowed
        # by the handler's except (SR407).
        df.write.format("delta").mode("append").saveAsTable(self.table)

    def handle(self, df, batch_id):
        try:
            self._append(df)
        except Exception as e:
            print(f"batch {batch_id} failed: {e}")

    def start(self, stream):
        return (stream.writeStream.foreachBatch(self.handle)
                .option("checkpointLocation", "/Volumes/main/ops/chk/upserter").start())
