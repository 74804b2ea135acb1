# expect: none
# Each copy of the config gets its own checkpoint; a **changes dict is not read, so its copy is unknown.
import dataclasses


@dataclasses.dataclass
class JobConf:
    table: str
    checkpoint: str


def run(spark, c):
    spark.readStream.table(c.table).writeStream.option("checkpointLocation", c.checkpoint).toTable(c.table + "_out")


base = JobConf("orders", "/chk/n18/orders")
run(spark, base)
run(spark, dataclasses.replace(base, table="returns", checkpoint="/chk/n18/returns"))
run(spark, dataclasses.replace(base, **load_changes()))
