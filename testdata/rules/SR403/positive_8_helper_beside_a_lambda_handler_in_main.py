# config: serverless=true
# expect: SR403 line 13, SR401 line 14
# The handler is a lambda that calls a helper defined beside it in `main`: the helper reads
# `main`'s `spark`, which the lambda takes along through the helper (RULES.md "Clarifications":
# SR403 follows helper functions called from the batch function, as SR401 does).
from pyspark.sql import SparkSession


def main():
    spark = SparkSession.builder.getOrCreate()

    def handle(batch_df, batch_id):
        dim = spark.read.table("dim")
        batch_df.join(dim, "k").write.mode("append").saveAsTable("enriched")

    (spark.readStream.table("raw").writeStream
        .foreachBatch(lambda df, batch_id: handle(df, batch_id))
        .option("checkpointLocation", "/chk/enriched")
        .trigger(availableNow=True)
        .start())


main()
