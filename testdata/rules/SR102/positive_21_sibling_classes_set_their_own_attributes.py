# expect: SR102 line 16, SR102 line 42
# What one subclass's __init__ stores on its own instances (`self.stream_name = ...`) cannot change
# a sibling's: each instance keeps the value its own construction gave. Two streams both named
# "sensor_silver" share the base's checkpoint. A sibling that sets `self.table` from the
# environment leaves the others' class attributes as they are: two copies of "stock".
import os


class SilverStream:
    def __init__(self, spark):
        self.spark = spark
        self.root = "/Volumes/iot/ops/checkpoints"

    def start(self):
        return (self.spark.readStream.table(self.source).writeStream
                .option("checkpointLocation", f"{self.root}/{self.stream_name}")
                .toTable(self.target))


class TemperatureStream(SilverStream):
    def __init__(self, spark):
        super().__init__(spark)
        self.source, self.target = "bronze.temperature", "silver.temperature"
        self.stream_name = "sensor_silver"


class HumidityStream(SilverStream):
    def __init__(self, spark):
        super().__init__(spark)
        self.source, self.target = "bronze.humidity", "silver.humidity"
        self.stream_name = "sensor_silver"


class CopyJob:
    table = ""

    def __init__(self, spark):
        self.spark = spark

    def start(self):
        return (self.spark.readStream.table(f"wh.bronze.{self.table}").writeStream
                .option("checkpointLocation", f"/Volumes/wh/chk/{self.table}")
                .toTable(f"wh.silver.{self.table}"))


class StockCopy(CopyJob):
    table = "stock"


class StockLevelsCopy(CopyJob):
    table = "stock"


class DynamicCopy(CopyJob):
    def __init__(self, spark):
        super().__init__(spark)
        self.table = os.environ["COPY_TABLE"]


TemperatureStream(spark).start()
HumidityStream(spark).start()
StockCopy(spark).start()
StockLevelsCopy(spark).start()
spark.streams.awaitAnyTermination()
