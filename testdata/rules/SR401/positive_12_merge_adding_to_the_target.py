# expect: SR401 line 8, SR401 line 19
# A MERGE whose UPDATE SET adds to what the target holds is not an upsert: a retried micro-batch adds
# its values a second time.


def merge_counts(batch_df, batch_id):
    batch_df.groupBy("window_start", "vin").count().createOrReplaceTempView("source_aggs")
    batch_df.sparkSession.sql("""
        MERGE INTO demo.db.sevs_aggs t
        USING source_aggs s
        ON t.window_start = s.window_start AND t.vin = s.vin
        WHEN MATCHED THEN UPDATE SET count = t.count + s.count
        WHEN NOT MATCHED THEN INSERT *
    """)


def merge_rewards(batch_df, batch_id):
    batch_df.createOrReplaceTempView("rewards")
    batch_df.sparkSession.sql(
        "MERGE INTO gold.customer_rewards AS r USING rewards s ON s.card = r.card "
        "WHEN MATCHED THEN UPDATE SET r.points = s.points + points, r.updated = s.updated "
        "WHEN NOT MATCHED THEN INSERT *")


events = spark.readStream.table("ops.events")
events.writeStream.foreachBatch(merge_counts).option("checkpointLocation", "/chk/counts").start()
events.writeStream.foreachBatch(merge_rewards).option("checkpointLocation", "/chk/rewards").start()
