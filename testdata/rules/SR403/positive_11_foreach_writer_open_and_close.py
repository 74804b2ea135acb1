# config: compute=serverless
# expect: SR403 line 14, SR403 line 21
# A ForeachWriter object given to foreach is serialised with what its methods use: open and close
# run on the executors as process does, so the driver's session in them is captured too.
from pyspark.sql import SparkSession

spark = SparkSession.builder.getOrCreate()
events = spark.readStream.table("sec.events")


class AuditWriter:
    def open(self, partition_id, epoch_id):
        self.partition_id = partition_id
        self.rules = spark.table("sec.rules").collect()
        return True

    def process(self, row):
        print(row, len(self.rules))

    def close(self, error):
        spark.sql("INSERT INTO sec.audit VALUES (1)")


(events.writeStream.foreach(AuditWriter())
    .option("checkpointLocation", "/Volumes/sec/chk/audit_writer")
    .trigger(availableNow=True)
    .start())
