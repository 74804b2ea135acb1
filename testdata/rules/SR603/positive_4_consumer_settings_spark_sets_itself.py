# expect: SR603 line 10, SR603 line 11, SR603 line 12, SR603 line 16
# Settings of a plain Kafka consumer the Spark source refuses at start: records are bytes (cast
# the value), offsets live in the checkpoint, interceptors are not supported.
from pyspark.sql import SparkSession
spark = SparkSession.builder.getOrCreate()
events = (spark.readStream.format("kafka")
          .option("kafka.bootstrap.servers", "broker:9092")
          .option("subscribe", "events")
          .option("startingOffsets", "latest")
          .option("kafka.key.deserializer", "org.apache.kafka.common.serialization.StringDeserializer")
          .option("kafka.value.deserializer", "org.apache.kafka.common.serialization.StringDeserializer")
          .option("kafka.enable.auto.commit", "false")
          .load())
opts = {"kafka.bootstrap.servers": "broker:9092", "subscribe": "audit",
        "kafka.security.protocol": "SASL_SSL",
        "kafka.interceptor.classes": "com.acme.Tracing"}
audit = spark.readStream.format("kafka").options(**opts).load()
