from lib.sinks import start


def run(spark):
    return start(spark.readStream.table("raw.orders"))
