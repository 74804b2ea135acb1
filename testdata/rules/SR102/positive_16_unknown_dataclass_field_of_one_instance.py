# expect: SR102 line 11, SR102 line 12
# A dataclass field given an unknown value is one value of its instance: two queries read it.
import sys
from dataclasses import dataclass
@dataclass
class Conf:
    checkpoint: str
    out: str
conf = Conf(sys.argv[1], sys.argv[2])
df = spark.readStream.table("a.src")
df.writeStream.option("checkpointLocation", conf.checkpoint).toTable("a.one")
df.writeStream.option("checkpointLocation", conf.checkpoint).toTable("a.two")
