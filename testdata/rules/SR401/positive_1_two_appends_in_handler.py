# expect: SR401 line 6, SR401 line 7
from pyspark.sql import DataFrame


def fan_out(batch: DataFrame, batch_id: int) -> None:
    batch.where("kind = 'A'").write.format("delta").mode("append").saveAsTable("ops.kind_a")
    batch.where("kind = 'B'").write.mode("append").insertInto("ops.kind_b")


(spark.readStream.table("ops.events").writeStream
    .foreachBatch(fan_out)
    .option("checkpointLocation", "/Volumes/ops/chk/fan_out")
    .start())
