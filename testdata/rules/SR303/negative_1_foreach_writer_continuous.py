# expect: SR302 line 15
class AlertWriter:
    def open(self, partition_id, epoch_id):
        return True

    def process(self, row):
        print(row)

    def close(self, error):
        pass


events = spark.readStream.format("kafka").option("subscribe", "alerts").load()
(events.writeStream.foreach(AlertWriter())
    .trigger(continuous="1 second")
    .option("checkpointLocation", "/Volumes/ops/chk/alerts")
    .start())
