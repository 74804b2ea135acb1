# expect: SR302 line 12
INTERVAL = "500 milliseconds"


def mirror(df, topic):
    return (
        df.selectExpr("key", "value")
        .writeStream
        .format("kafka")
        .option("topic", topic)
        .option("checkpointLocation", f"/Volumes/ops/chk/mirror_{topic}")
        .trigger(continuous=INTERVAL)
        .start()
    )
