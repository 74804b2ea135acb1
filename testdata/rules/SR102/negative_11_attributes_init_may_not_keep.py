# expect: none
# What __init__ stored is unknown where it may have changed: set under an if, stored again by
# another method, or by code outside the class. Two instances with other arguments differ.
import os


class Job:
    def __init__(self, spark, name):
        self.spark = spark
        self.path = "/chk/shared"
        if os.environ.get("ISOLATED"):
            self.flag_path = "/chk/shared"
        self.own = f"/chk/{name}"

    def retarget(self, path):
        self.path = path

    def run(self, table):
        w = self.spark.readStream.table(table).writeStream
        w.option("checkpointLocation", self.path).toTable(table + "_a")
        self.spark.readStream.table(table).writeStream.option("checkpointLocation", self.flag_path).toTable(table + "_b")
        self.spark.readStream.table(table).writeStream.option("checkpointLocation", self.own).toTable(table + "_c")


Job(spark, "a").run("raw.a")
Job(spark, "b").run("raw.b")
spark.readStream.table("raw.z").writeStream.option("checkpointLocation", "/chk/shared").toTable("s.z")
