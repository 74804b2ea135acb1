# expect: SR206 line 16
# expect: SR206 line 19
# expect: SR206 line 22
# An outer join whose condition names the watermarked column, but not as a key of its top-level
# AND: an inequality, or an equality under an OR, makes no join key (Spark's ExtractEquiJoinKeys),
# and with no range condition the right stream's state is never dropped.
from pyspark.sql import SparkSession
from pyspark.sql import functions as F

spark = SparkSession.builder.getOrCreate()
spark.conf.set("spark.sql.streaming.stateStore.providerClass",
               "com.databricks.sql.streaming.state.RocksDBStateStoreProvider")
imp = spark.readStream.table("ads.impressions").withWatermark("ts", "1 hour").alias("i")
clk = spark.readStream.table("ads.clicks").alias("c")

imp.join(clk, (F.col("i.id") == F.col("c.id")) & (F.col("i.ts") != F.col("c.ts")), "left_outer") \
    .writeStream.option("checkpointLocation", "/chk/neq").toTable("ads.neq")

imp.join(clk, (F.col("i.id") == F.col("c.id")) | (F.col("i.ts") == F.col("c.ts")), "left_outer") \
    .writeStream.option("checkpointLocation", "/chk/or").toTable("ads.or")

imp.join(clk, F.expr("i.id = c.id OR i.ts = c.ts"), "left_outer") \
    .writeStream.option("checkpointLocation", "/chk/expr_or").toTable("ads.expr_or")

# A key of the AND in SQL text: accepted.
imp.join(clk, F.expr("i.id = c.id AND i.ts = c.ts"), "left_outer") \
    .writeStream.option("checkpointLocation", "/chk/expr_and").toTable("ads.expr_and")
