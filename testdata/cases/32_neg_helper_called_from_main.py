# expect: none
# The query starts in a helper that main() calls, and nothing calls main(): one query, one
# checkpoint, not a checkpoint shared with itself.
CHECKPOINT = "/mnt/chk/events_py"


def run(spark):
    (spark.readStream.table("bronze.events").writeStream
        .option("checkpointLocation", CHECKPOINT)
        .trigger(availableNow=True)
        .toTable("silver.events"))


def main():
    from pyspark.sql import SparkSession
    run(SparkSession.builder.getOrCreate())
