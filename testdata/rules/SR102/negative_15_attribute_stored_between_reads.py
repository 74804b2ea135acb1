# expect: none
# The module stores the attribute between the reads: each query may get its own path.
class Cfg: pass
cfg = load()
cfg.checkpoint = "/a"
spark.readStream.table("a").writeStream.option("checkpointLocation", cfg.checkpoint).toTable("a2")
cfg.checkpoint = "/b"
spark.readStream.table("b").writeStream.option("checkpointLocation", cfg.checkpoint).toTable("b2")
