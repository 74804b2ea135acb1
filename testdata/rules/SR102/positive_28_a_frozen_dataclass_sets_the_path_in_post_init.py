# expect: SR102 line 24, SR102 line 28
# A frozen dataclass stores a derived field through object.__setattr__ in __post_init__ (a plain
# `self.checkpoint = ...` would raise FrozenInstanceError): two entries of one name build one
# checkpoint path.
from dataclasses import dataclass, field

VOLUME = "/Volumes/logistics/streaming"


@dataclass(frozen=True)
class StreamEntry:
    name: str
    source_table: str
    checkpoint: str = field(init=False)

    def __post_init__(self):
        object.__setattr__(self, "checkpoint", f"{VOLUME}/_checkpoints/{self.name}")


SHIPMENTS = StreamEntry("shipments", "logistics.bronze.shipments")
SHIPMENTS_EU = StreamEntry("shipments", "logistics.bronze.shipments_eu")  # copied, name not changed

(spark.readStream.table(SHIPMENTS.source_table).writeStream
    .option("checkpointLocation", SHIPMENTS.checkpoint)
    .toTable("logistics.silver.shipments"))

(spark.readStream.table(SHIPMENTS_EU.source_table).writeStream
    .option("checkpointLocation", SHIPMENTS_EU.checkpoint)
    .toTable("logistics.silver.shipments_eu"))
