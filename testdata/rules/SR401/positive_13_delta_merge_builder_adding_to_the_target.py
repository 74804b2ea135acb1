# expect: SR401 line 13
# DeltaTable's merge builder with an update that adds to the target's own value: a retried
# micro-batch adds its counts again. (An update from the source only is an upsert: no finding.)
from delta.tables import DeltaTable
from pyspark.sql import functions as F


def merge_counts(batch_df, batch_id):
    (DeltaTable.forName(batch_df.sparkSession, "gold.counts").alias("t")
        .merge(batch_df.alias("s"), "t.k = s.k")
        .whenMatchedUpdate(set={"n": "t.n + s.n", "updated": "s.updated"})
        .whenNotMatchedInsertAll()
        .execute())


def upsert(batch_df, batch_id):
    (DeltaTable.forName(batch_df.sparkSession, "gold.latest").alias("t")
        .merge(batch_df.alias("s"), "t.k = s.k")
        .whenMatchedUpdate(condition="s.n > t.n", set={"n": F.expr("s.n + 1")})
        .whenNotMatchedInsertAll()
        .execute())


spark.readStream.table("ops.a").writeStream.foreachBatch(merge_counts).option("checkpointLocation", "/chk/dm1").start()
spark.readStream.table("ops.b").writeStream.foreachBatch(upsert).option("checkpointLocation", "/chk/dm2").start()
