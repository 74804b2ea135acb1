# config: serverless=true
# expect: none
# A helper nested in the handler reads the handler's own `spark` (the micro-batch's session): no
# driver session goes with the function.
from pyspark.sql import SparkSession


def main():
    spark = SparkSession.builder.getOrCreate()

    def handle(batch_df, batch_id):
        spark = batch_df.sparkSession

        def merge():
            spark.sql("MERGE INTO t USING updates u ON t.id = u.id WHEN NOT MATCHED THEN INSERT *")

        batch_df.createOrReplaceTempView("updates")
        merge()

    (spark.readStream.table("raw").writeStream
        .foreachBatch(lambda df, batch_id: handle(df, batch_id))
        .option("checkpointLocation", "/chk/merged")
        .trigger(availableNow=True)
        .start())


main()
