# expect: SR102 line 22, SR102 line 23
# A settings class nested in another (`Config.Paths.CHECKPOINTS`) is read as its body binds it:
# two queries whose paths it builds alike share a checkpoint. A nested class that a later
# statement rebinds (`Config.Tables = ...`) is not known, and its queries are not compared.
from pyspark.sql import SparkSession


class Config:
    class Paths:
        CHECKPOINTS = "/Volumes/acme/ops/checkpoints"
        REFUNDS = CHECKPOINTS + "/refunds"

    class Tables:
        ROOT = "/Volumes/acme/ops/tables"


Config.Tables = object()

spark = SparkSession.builder.getOrCreate()
refunds = spark.readStream.table("raw.refunds")
returns = spark.readStream.table("raw.returns")
refunds.writeStream.option("checkpointLocation", Config.Paths.REFUNDS).toTable("silver.refunds")
returns.writeStream.option("checkpointLocation", f"{Config.Paths.CHECKPOINTS}/refunds").toTable("silver.returns")
refunds.writeStream.option("checkpointLocation", Config.Tables.ROOT + "/a").toTable("silver.a")
returns.writeStream.option("checkpointLocation", Config.Tables.ROOT + "/a").toTable("silver.b")
