# expect: none
# foreach(f) runs f once per row, with no batch id: its writes are no micro-batch's, so there is no
# batch id to key them on (SR401 reads foreachBatch functions only). Neither is a ForeachWriter's
# process(row), nor a SQL INSERT it runs.
from pyspark.sql import SparkSession

spark = SparkSession.builder.getOrCreate()


def send_row(row):
    spark.createDataFrame([row]).write.mode("append").saveAsTable("ops.rows")


class AuditWriter:
    def open(self, partition_id, epoch_id):
        return True

    def process(self, row):
        spark.sql(f"INSERT INTO ops.audit VALUES ('{row.id}')")

    def close(self, error):
        pass


events = spark.readStream.table("ops.events")
events.writeStream.foreach(send_row).option("checkpointLocation", "/chk/rows").start()
events.writeStream.foreach(AuditWriter()).option("checkpointLocation", "/chk/audit").start()
