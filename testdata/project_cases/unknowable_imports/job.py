import importlib

from etl.a import A_PATH, a_path
from etl.broken import GOOD_PATH
from etl.missing import MISSING_PATH
from etl.recursive import depth_path, countdown
from vendor.paths import vendor_path

plugins = importlib.import_module("etl." + "plugins")
events = spark.readStream.table("ops.raw.events")

# Known: A_PATH from a module on a cycle (its own constant), and GOOD_PATH from the part of
# etl/broken.py that parses. Three queries on one path: SR102 on each.
events.writeStream.option("checkpointLocation", A_PATH).trigger(availableNow=True).toTable("ops.a")
events.writeStream.option("checkpointLocation", "/Volumes/ops/chk/shared").trigger(availableNow=True).toTable("ops.b")
events.writeStream.option("checkpointLocation", GOOD_PATH).trigger(availableNow=True).toTable("ops.c")

# Unknown, so silent: a name on the cycle, a missing module, a library, a dynamic import, recursion.
events.writeStream.option("checkpointLocation", a_path()).trigger(availableNow=True).toTable("ops.d")
events.writeStream.option("checkpointLocation", MISSING_PATH).trigger(availableNow=True).toTable("ops.e")
events.writeStream.option("checkpointLocation", vendor_path()).trigger(availableNow=True).toTable("ops.f")
events.writeStream.option("checkpointLocation", plugins.PATH).trigger(availableNow=True).toTable("ops.g")
events.writeStream.option("checkpointLocation", depth_path(0)).trigger(availableNow=True).toTable("ops.h")
events.writeStream.option("checkpointLocation", countdown(3)).trigger(availableNow=True).toTable("ops.i")
