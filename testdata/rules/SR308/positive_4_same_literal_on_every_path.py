# config: compute=classic
# expect: SR308 line 9
# Every path of the if starts from the earliest offsets (the same literal, written twice): the
# option is kept (at the first path's), and no path caps the reader.
import sys

reader = spark.readStream.format("kafka").option("kafka.bootstrap.servers", "b:9092").option("subscribe", "t")
if len(sys.argv) > 1:
    reader = reader.option("startingOffsets", "earliest")
else:
    reader = reader.option("startingOffsets", "earliest")
reader.load().writeStream.option("checkpointLocation", "/chk/lit").toTable("s.lit")
