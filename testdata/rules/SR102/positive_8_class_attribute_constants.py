# expect: SR102 line 17, SR102 line 19
# Paths kept as class attributes: read from the class or from an instance, the same path.
class Checkpoints:
    ROOT = "/Volumes/fin/ops/chk"
    LEDGER = ROOT + "/ledger"
    AUDIT = f"{ROOT}/audit"


class Jobs:
    def __init__(self, spark):
        self.spark = spark

    def ledger_path(self):
        return Checkpoints.LEDGER


spark.readStream.table("bronze.a").writeStream.option("checkpointLocation", Checkpoints.LEDGER).toTable("silver.a")
spark.readStream.table("bronze.b").writeStream.option("checkpointLocation", Checkpoints.AUDIT).toTable("silver.b")
spark.readStream.table("bronze.c").writeStream.option("checkpointLocation", Jobs(spark).ledger_path()).toTable("silver.c")
