# expect: none
# Options dicts changed in place after they are written: a key stored, update(), setdefault(),
# |=, and a key stored under an if (after it the key may be set: unknown, silent).
import os

opts = {"mergeSchema": "true"}
opts["checkpointLocation"] = "/chk/a"
spark.readStream.table("raw.a").writeStream.options(**opts).toTable("s.a")

b = {"mergeSchema": "true"}
b.update({"checkpointLocation": "/chk/b"})
spark.readStream.table("raw.b").writeStream.options(**b).toTable("s.b")

c = dict(mergeSchema="true")
c.update(checkpointLocation="/chk/c")
spark.readStream.table("raw.c").writeStream.options(**c).toTable("s.c")

d = {}
d.setdefault("checkpointLocation", "/chk/d")
spark.readStream.table("raw.d").writeStream.options(**d).toTable("s.d")

e = {"mergeSchema": "true"}
e |= {"checkpointLocation": "/chk/e"}
spark.readStream.table("raw.e").writeStream.options(**e).toTable("s.e")

f = {"mergeSchema": "true"}
if os.environ.get("DURABLE"):
    f["checkpointLocation"] = "/chk/f"
spark.readStream.table("raw.f").writeStream.options(**f).toTable("s.f")

# A dict built from a generator holds keys nobody can read here.
import sys
g = dict(a.split("=", 1) for a in sys.argv[1:])
spark.readStream.table("raw.g").writeStream.options(**g).toTable("s.g")
