# expect: none
# Attributes that may change after construction are known only at run time: a method of the
# instance's own class (or of a base) storing `self.stream_name`, a store from outside the class
# (`job.table = ...`), and a class method storing on the class. None of those paths is a constant.


class SilverStream:
    def __init__(self, spark):
        self.spark = spark

    def start(self):
        return (self.spark.readStream.table("bronze").writeStream
                .option("checkpointLocation", f"/chk/{self.stream_name}")
                .toTable("silver"))

    def rename(self, name):
        self.stream_name = name


class TemperatureStream(SilverStream):
    def __init__(self, spark):
        super().__init__(spark)
        self.stream_name = "sensor_silver"


class HumidityStream(SilverStream):
    def __init__(self, spark):
        super().__init__(spark)
        self.stream_name = "sensor_silver"


class CopyJob:
    table = "stock"

    def start(self, spark):
        return (spark.readStream.table("wh.bronze").writeStream
                .option("checkpointLocation", f"/Volumes/wh/chk/{self.table}")
                .toTable("wh.silver"))


class StockCopy(CopyJob):
    pass


class Config:
    suffix = "a"

    @classmethod
    def configure(cls, suffix):
        cls.suffix = suffix

    def start(self, spark):
        return (spark.readStream.table("c").writeStream
                .option("checkpointLocation", f"/chk/config_{self.suffix}")
                .toTable("c_out"))


TemperatureStream(spark).start()
HumidityStream(spark).start()
job = StockCopy()
job.table = spark.conf.get("table")
job.start(spark)
CopyJob().start(spark)
Config.configure(spark.conf.get("suffix"))
Config().start(spark)
Config().start(spark)
