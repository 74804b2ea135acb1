# expect: SR102 line 10, SR102 line 11
# A loop over a constant list starts one query per item, each with the item's folder: a query after
# the loop that writes to the last item's folder shares it (not only the first item's), while the
# loop's own queries have a folder each.
from pyspark.sql import SparkSession

spark = SparkSession.builder.getOrCreate()
events = spark.readStream.table("ops.events")
for table in ["orders", "payments", "refunds"]:
    events.where(f"kind = '{table}'").writeStream.option("checkpointLocation", f"/Volumes/ops/chk/{table}").toTable(f"ops.{table}")
events.writeStream.option("checkpointLocation", "/Volumes/ops/chk/refunds").toTable("ops.refunds_copy")
