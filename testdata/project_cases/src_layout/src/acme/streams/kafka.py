KAFKA = {"kafka.bootstrap.servers": "broker:9092", "subscribe": "events"}


def read_events(spark):
    return spark.readStream.format("kafka").options(**KAFKA).load()
