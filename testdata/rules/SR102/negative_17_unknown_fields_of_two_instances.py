# expect: none
# Two instances made from two unknown arguments: each query may get its own path.
import sys
from dataclasses import dataclass
@dataclass
class Conf:
    checkpoint: str
a = Conf(sys.argv[1])
b = Conf(sys.argv[2])
df = spark.readStream.table("a.src")
df.writeStream.option("checkpointLocation", a.checkpoint).toTable("a.one")
df.writeStream.option("checkpointLocation", b.checkpoint).toTable("a.two")
