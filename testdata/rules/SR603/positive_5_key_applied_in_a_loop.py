# expect: SR603 line 7
# Options applied in a loop over a dict: the forbidden key is reported where it is written.
spark = SparkSession.builder.getOrCreate()
KAFKA = {
    "kafka.bootstrap.servers": "b:9092",
    "subscribe": "orders",
    "auto.offset.reset": "latest",
}
reader = spark.readStream.format("kafka")
for k, v in KAFKA.items():
    reader = reader.option(k, v)
reader.load().writeStream.option("checkpointLocation", "/chk/o").toTable("s.o")
