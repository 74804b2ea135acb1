import pkg.paths
from pkg.settings import CHECKPOINT_ROOT as ROOT

returns = spark.readStream.table("main.raw.returns")
returns.writeStream.option("checkpointLocation", pkg.paths.checkpoint_for("returns")).trigger(availableNow=True).toTable("main.silver.returns")
returns.writeStream.option("checkpointLocation", ROOT + "/returns").trigger(availableNow=True).toTable("main.gold.returns")
