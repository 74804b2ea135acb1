# config: compute=classic
# expect: SR403 line 8
dims = spark.read.table("crm.segments")
updates = spark.readStream.table("crm.customer_updates")

(updates.writeStream
    .foreachBatch(lambda df, bid: df.join(
        dims, "segment_id").write.mode("overwrite").saveAsTable("crm.enriched"))
    .option("checkpointLocation", "/Volumes/crm/chk/enriched")
    .start())
