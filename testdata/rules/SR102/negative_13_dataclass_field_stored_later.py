# expect: none
# A config's field is replaced after the call made it: what the call gave is only its first value.
from dataclasses import dataclass


@dataclass
class StreamConfig:
    source: str
    checkpoint: str = "/chk/shared"


a = StreamConfig("raw.a")
b = StreamConfig("raw.b")
b.checkpoint = "/chk/b"
spark.readStream.table(a.source).writeStream.option("checkpointLocation", a.checkpoint).toTable("s.a")
spark.readStream.table(b.source).writeStream.option("checkpointLocation", b.checkpoint).toTable("s.b")
