# expect: SR603 line 4
# Options merged with the dict union operator (Python 3.9+) and list concatenation.
BASE = {"kafka.bootstrap.servers": "broker:9092", "subscribe": "events"}
EXTRA = {"group.id": "analytics"}
spark.readStream.format("kafka").options(**(BASE | EXTRA)).load() \
    .writeStream.option("checkpointLocation", "/chk/events").toTable("bronze.events")
