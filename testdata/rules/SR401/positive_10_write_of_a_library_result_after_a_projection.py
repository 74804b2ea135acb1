# expect: SR401 line 10, SR401 line 15
# A library's DataFrame (a model's transform, an enrichment helper we cannot see) projected before
# it is written: still a batch write of the micro-batch, not idempotent.
from pyspark.ml import PipelineModel

model = PipelineModel.load("/models/churn")

def score(batch_df, batch_id):
    scored = model.transform(batch_df).select("customer_id", "prediction")
    scored.write.mode("append").saveAsTable("ml.churn_scores")

def enrich_and_copy(batch_df, batch_id):
    from enrichment import enrich
    enriched = enrich(batch_df).withColumn("batch", batch_df.id)
    enriched.write.jdbc(url="jdbc:postgresql://db/ops", table="events", mode="append")

events = spark.readStream.table("ops.events")
events.writeStream.foreachBatch(score).option("checkpointLocation", "/chk/score").start()
events.writeStream.foreachBatch(enrich_and_copy).option("checkpointLocation", "/chk/copy").start()
