# expect: none
# A conditional expression runs one side: the two queries never run together.
import sys

q = (spark.readStream.table("a").writeStream.option("checkpointLocation", "/chk/x").toTable("t")
     if len(sys.argv) > 1 else
     spark.readStream.table("a").writeStream.option("checkpointLocation", "/chk/x").toTable("u"))
