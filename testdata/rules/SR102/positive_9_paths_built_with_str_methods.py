# expect: SR102 line 7, SR102 line 8, SR102 line 9, SR102 line 10
# One checkpoint spelled four ways: str.join, str.format with a position and a name, and printf-style %.
import os

ROOT = "/Volumes/main/ops/chk"

spark.readStream.table("bronze.a").writeStream.option("checkpointLocation", "/".join([ROOT, "orders"])).toTable("silver.a")
spark.readStream.table("bronze.b").writeStream.option("checkpointLocation", "{}/orders".format(ROOT)).toTable("silver.b")
spark.readStream.table("bronze.c").writeStream.option("checkpointLocation", "{root}/orders".format(root=ROOT)).toTable("silver.c")
spark.readStream.table("bronze.d").writeStream.option("checkpointLocation", "%s/%s" % (ROOT, "orders")).toTable("silver.d")
# A format this reading does not know is unknown: not reported.
spark.readStream.table("bronze.e").writeStream.option("checkpointLocation", "{:<30}".format(ROOT)).toTable("silver.e")
spark.readStream.table("bronze.f").writeStream.option("checkpointLocation", os.environ["CHK"].join([ROOT, "x"])).toTable("silver.f")
