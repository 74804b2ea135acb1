# expect: SR308 line 5
# The option comes from a dict of constants, spelled as Spark accepts it (trimmed, any case).
START = " EARLIEST "
KAFKA_OPTIONS = {
    "startingOffsets": START,
    "kafka.bootstrap.servers": "kafka.internal:9092",
    "subscribe": "payments",
}


def read_payments(session):
    return session.readStream.format("kafka").options(**KAFKA_OPTIONS).load()


payments = read_payments(spark)
payments.writeStream.option("checkpointLocation", "/chk/payments").toTable("bronze.payments")
