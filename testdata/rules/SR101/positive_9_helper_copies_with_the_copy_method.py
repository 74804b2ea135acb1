# expect: SR101 line 14
# The helper adds the checkpoint to a copy (dict.copy()): the caller's dict never gets it.


def opts_for(base, name):
    opts = base.copy()
    opts["checkpointLocation"] = "/chk/" + name
    return opts


base = {"mergeSchema": "true"}
orders = opts_for(base, "orders")
spark.readStream.table("raw.orders").writeStream.options(**orders).toTable("s.orders")
spark.readStream.table("raw.audit").writeStream.options(**base).toTable("s.audit")
