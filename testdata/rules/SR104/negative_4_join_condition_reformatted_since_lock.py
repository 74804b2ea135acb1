# expect: SR501 line 8
# The join condition was recorded on one line with upper-case keywords (streamlint.lock); written
# over lines in lower case it is the same condition, the same state: no SR104 (SR501 is the join's).
from pyspark.sql import functions as F

a = spark.readStream.table("raw.a").withWatermark("ts", "1 hour")
b = spark.readStream.table("raw.b").withWatermark("ts2", "1 hour")
joined = a.join(b, F.expr("""
    id = id2
    and ts2 between ts and ts + interval 1 hour
"""), "inner")
joined.writeStream.option("checkpointLocation", "/Volumes/shop/chk/sr104/joined").toTable("s.joined")
