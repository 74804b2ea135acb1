def parsed(spark, table):
    return spark.readStream.table(table).select("raw", "event_time")
