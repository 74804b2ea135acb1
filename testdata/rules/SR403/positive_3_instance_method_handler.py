# config: serverless=true
# expect: SR401 line 13, SR403 line 14
from pyspark.sql import DataFrame, SparkSession

spark = SparkSession.builder.getOrCreate()


class AuditSink:
    def __init__(self, table: str):
        self.table = table

    def write(self, batch_df: DataFrame, batch_id: int) -> None:
        batch_df.write.format("delta").mode("append").saveAsTable(self.table)
        spark.sql(f"OPTIMIZE {self.table}")


audit = AuditSink("sec.audit_events")

(spark.readStream.table("sec.raw_audit")
    .writeStream
    .foreachBatch(audit.write)
    .option("checkpointLocation", "/Volumes/sec/ops/checkpoints/audit")
    .trigger(availableNow=True)
    .start())
