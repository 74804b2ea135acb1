# expect: SR102 line 27, SR102 line 31
# A dataclass's __post_init__ runs in its generated __init__: the checkpoint it builds from the
# fields is each instance's own. Two feeds of one name share it (SR102 on both options); a feed of
# another name has its own.
from dataclasses import dataclass, field

from pyspark.sql import SparkSession

CHK_ROOT = "/Volumes/ops/chk"
spark = SparkSession.builder.getOrCreate()


@dataclass
class Feed:
    name: str
    checkpoint: str = field(init=False)

    def __post_init__(self):
        self.checkpoint = f"{CHK_ROOT}/{self.name}"


disks = Feed("disks")
disks_again = Feed("disks")
hosts = Feed("hosts")

(spark.readStream.table("ops.bronze.disks").writeStream
    .option("checkpointLocation", disks.checkpoint)
    .toTable("ops.silver.disks"))

(spark.readStream.table("ops.bronze.disks_eu").writeStream
    .option("checkpointLocation", disks_again.checkpoint)
    .toTable("ops.silver.disks_eu"))

(spark.readStream.table("ops.bronze.hosts").writeStream
    .option("checkpointLocation", hosts.checkpoint)
    .toTable("ops.silver.hosts"))
