# expect: SR102 line 8, SR102 line 17, SR102 line 18, SR102 line 19
# Escapes spell the same path as plain text ("\x41" is "A", "\u00e9" is "é", "\101" is "A"), and a
# subclass that defines nothing overrides nothing: run() writes to the base's path.
class Job:
    L = "/chk/job"

    def run(self):
        return spark.readStream.table("bronze.job").writeStream.option("checkpointLocation", self.L).toTable("silver.job")


class SameJob(Job):
    """Only a new name."""


SameJob().run()

spark.readStream.table("bronze.a").writeStream.option("checkpointLocation", "/chk/job").toTable("silver.a")
spark.readStream.table("bronze.b").writeStream.option("checkpointLocation", "/chk/\x41\u00e9\101").toTable("silver.b")
spark.readStream.table("bronze.c").writeStream.option("checkpointLocation", "/chk/AéA").toTable("silver.c")
