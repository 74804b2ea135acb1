# expect: none
from pyspark.sql import Window, functions as F

counts = spark.readStream.table("web.clicks").withWatermark("ts", "10 minutes").groupBy(F.window("ts", "1 hour")).count()


def upsert(batch_df, batch_id):
    # a window function on the micro-batch (a batch DataFrame) is fine
    ranked = batch_df.withColumn("rank", F.row_number().over(Window.orderBy(F.desc("count"))))
    ranked.createOrReplaceTempView("ranked")
    batch_df.sparkSession.sql("MERGE INTO web.hourly t USING ranked s ON t.window = s.window WHEN MATCHED THEN UPDATE SET *")


counts.writeStream.outputMode("update").foreachBatch(upsert).option("checkpointLocation", "/chk/u").start()
counts.writeStream.outputMode("update").format("console").option("checkpointLocation", "/chk/c").start()
counts.writeStream.outputMode("append").option("checkpointLocation", "/chk/a").toTable("web.hourly_final")
