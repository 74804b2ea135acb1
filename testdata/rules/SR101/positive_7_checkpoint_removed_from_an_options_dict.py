# expect: SR101 line 7, SR101 line 11
# The checkpoint key is taken out of the dict before the writer reads it.
base = {"checkpointLocation": "/chk/base", "mergeSchema": "true"}

a = dict(base)
del a["checkpointLocation"]
spark.readStream.table("raw.a").writeStream.options(**a).toTable("s.a")

b = {"checkpointLocation": "/chk/b", "mergeSchema": "true"}
b.pop("checkpointLocation")
spark.readStream.table("raw.b").writeStream.options(**b).toTable("s.b")
