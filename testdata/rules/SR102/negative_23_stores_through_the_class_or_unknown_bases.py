# expect: none
# Another class's method storing `self.stream_name` reaches an instance after all when the module
# calls it through its class with that instance as the receiver (`Renamer.rename(pressure, ...)`,
# or borrowed: `rename = Renamer.rename`), and when a base cannot be followed (`*MIXINS`,
# `mixin()`): it may be that class. The two starts' paths are then known only at run time.


class Base:
    def __init__(self, spark):
        self.spark = spark

    def start(self):
        return (self.spark.readStream.table("bronze").writeStream
                .option("checkpointLocation", f"/chk/{self.stream_name}")
                .toTable("silver"))


class Renamer:
    def rename(self, name):
        self.stream_name = name


class Pressure(Base):
    def __init__(self, spark):
        super().__init__(spark)
        self.stream_name = "pressure"


class Temperature(Base):
    def __init__(self, spark):
        super().__init__(spark)
        self.stream_name = "pressure"


pressure = Pressure(spark)
Renamer.rename(pressure, "pressure_v2")
pressure.start()
Temperature(spark).start()


class Mover:
    def move(self, name):
        self.table = name


MIXINS = (Mover,)


class Copy:
    table = "stock"

    def start(self, spark):
        return spark.readStream.table("wh.bronze").writeStream.option("checkpointLocation", f"/chk/{self.table}").toTable("wh.silver")


class StockCopy(Copy, *MIXINS):
    pass


class StockCopyToo(Copy):
    pass


copy = StockCopy()
copy.move("stock_v2")
copy.start(spark)
StockCopyToo().start(spark)
