# config: serverless=true
# expect: SR403 line 13
# A ForeachWriter object given to foreach runs process(row) on the executors: the driver's `spark`
# cannot go with it.
events = spark.readStream.table("sec.events")


class AuditWriter:
    def open(self, partition_id, epoch_id):
        return True

    def process(self, row):
        spark.sql(f"INSERT INTO sec.audit VALUES ('{row.id}')")

    def close(self, error):
        pass


(events.writeStream.foreach(AuditWriter())
    .option("checkpointLocation", "/Volumes/sec/chk/audit_writer").trigger(availableNow=True).start())
