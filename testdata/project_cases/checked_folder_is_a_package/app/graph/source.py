def events(spark):
    return spark.readStream.format("parquet").schema("k STRING, v INT, ts TIMESTAMP").load("/in/events")
