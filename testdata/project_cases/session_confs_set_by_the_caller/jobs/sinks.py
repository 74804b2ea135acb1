# Writers the entry scripts share. None names a checkpoint: the callers' sessions do (or not).


def to_kafka(df, topic):
    return (df.selectExpr("CAST(value AS STRING) AS value")
            .writeStream
            .format("kafka")
            .option("kafka.bootstrap.servers", "broker:9092")
            .option("topic", topic)
            .queryName("to_" + topic)
            .start())


def to_delta(df, table):
    return df.writeStream.format("delta").queryName("to_" + table).toTable(table)


def never_called(df):
    return df.writeStream.format("parquet").option("path", "/data/out").start()


def sessions(df):
    return (df.groupBy("user")
            .applyInPandasWithState(lambda key, rows, state: rows, "user string, n long", "user string, n long",
                                    "append", "NoTimeout")
            .writeStream.format("delta")
            .option("checkpointLocation", "/chk/sessions")
            .toTable("sessions"))


def to_console(df):
    return df.writeStream.format("console").start()
