# expect: SR404 line 6
# DataFrameWriterV2 (`df.writeTo(table)`) is a batch writer: on a stream Spark fails as it does for
# df.write. On a batch DataFrame it is fine.
events = spark.readStream.table("main.bronze.events")

events.writeTo("main.silver.events").append()

snapshot = spark.read.table("main.bronze.events")
snapshot.writeTo("main.silver.events_snapshot").createOrReplace()
