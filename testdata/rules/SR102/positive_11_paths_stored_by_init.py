# expect: SR102 line 15, SR102 line 30, SR102 line 31, SR102 line 32
# What __init__ stores on self is what the methods read: a literal, a constructor argument in an
# f-string, and a @dataclass config's field.
from dataclasses import dataclass


class Job:
    def __init__(self, spark, table):
        self.spark = spark
        self.table = table
        self.root = "/chk"

    def run(self):
        return (self.spark.readStream.table("raw." + self.table).writeStream
                .option("checkpointLocation", f"{self.root}/{self.table}")
                .toTable("s." + self.table))


@dataclass
class StreamConfig:
    source: str
    checkpoint: str = "/chk/default"


ORDERS = StreamConfig("raw.orders", checkpoint="/chk/orders")
DEFAULTS = StreamConfig(source="raw.other")
Job(spark, "orders").run()
Job(spark, "refunds").run()

spark.readStream.table(ORDERS.source).writeStream.option("checkpointLocation", ORDERS.checkpoint).toTable("s.o")
spark.readStream.table("raw.x").writeStream.option("checkpointLocation", DEFAULTS.checkpoint).toTable("s.x")
spark.readStream.table("raw.y").writeStream.option("checkpointLocation", "/chk/default").toTable("s.y")
