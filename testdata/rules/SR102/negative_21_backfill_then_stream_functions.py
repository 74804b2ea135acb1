# expect: none
# A backfill run to the end, then the stream, on one checkpoint: the same query run twice. The
# functions are called from elsewhere (unseen): their order is the module's, and the backfill is
# awaited before the stream starts. (Only a `main` no statement calls is a job of its own.)


def backfill(spark):
    (spark.readStream.table("raw").writeStream.trigger(availableNow=True)
        .option("checkpointLocation", "/chk/events").toTable("silver").awaitTermination())


def stream(spark):
    spark.readStream.table("raw").writeStream.option("checkpointLocation", "/chk/events").toTable("silver")
