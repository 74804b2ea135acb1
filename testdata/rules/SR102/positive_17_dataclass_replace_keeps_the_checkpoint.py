# expect: SR102 line 14
# dataclasses.replace copies every field it is not given: "returns" keeps the orders checkpoint,
# "users" gets its own.
from dataclasses import dataclass, replace


@dataclass
class JobConf:
    table: str
    checkpoint: str = "/chk/default"


def run(spark, c):
    spark.readStream.table(c.table).writeStream.option("checkpointLocation", c.checkpoint).toTable(c.table + "_out")


base = JobConf("orders", "/chk/orders")
run(spark, base)
run(spark, replace(base, table="returns"))
run(spark, replace(base, table="users", checkpoint="/chk/users"))
