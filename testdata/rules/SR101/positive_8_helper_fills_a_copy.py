# expect: SR101 line 13, SR101 line 22
# The helper copies the dict (or rebinds its parameter) before adding the checkpoint: the
# caller's dict never gets it.


def add_to_copy(options):
    options = dict(options)
    options["checkpointLocation"] = "/chk/copy"


base = {"mergeSchema": "true"}
add_to_copy(base)
spark.readStream.table("raw.a").writeStream.options(**base).toTable("s.a")


def rebind(options):
    options = {"checkpointLocation": "/chk/new"}


other = {}
rebind(other)
spark.readStream.table("raw.b").writeStream.options(**other).toTable("s.b")
