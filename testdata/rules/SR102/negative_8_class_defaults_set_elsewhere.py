# expect: none
# A class attribute is only a default when something assigns it again: after the class body
# (`Paths.LEDGER = ...`), in __init__ (`self.path = ...` shadows the class's `path`), or with
# setattr. The queries below may well use different paths, so nothing is reported.
import sys


class Paths:
    LEDGER = "/Volumes/fin/ops/chk/ledger"
    AUDIT = "/Volumes/fin/ops/chk/audit"


Paths.LEDGER = sys.argv[1]

spark.readStream.table("bronze.a").writeStream.option("checkpointLocation", Paths.LEDGER).toTable("silver.a")
spark.readStream.table("bronze.b").writeStream.option("checkpointLocation", "/Volumes/fin/ops/chk/ledger").toTable("silver.b")


class Sink:
    path = "/Volumes/fin/ops/chk/default"

    def __init__(self, path):
        self.path = path

    def start(self, df):
        return df.writeStream.option("checkpointLocation", self.path).toTable("silver.sink")


Sink(sys.argv[2]).start(spark.readStream.table("bronze.c"))
Sink(sys.argv[3]).start(spark.readStream.table("bronze.d"))


class Audit:
    ROOT = "/Volumes/fin/ops/chk/audit"


setattr(Audit, "ROOT", sys.argv[4])
spark.readStream.table("bronze.e").writeStream.option("checkpointLocation", Audit.ROOT).toTable("silver.e")
spark.readStream.table("bronze.f").writeStream.option("checkpointLocation", Paths.AUDIT).toTable("silver.f")
