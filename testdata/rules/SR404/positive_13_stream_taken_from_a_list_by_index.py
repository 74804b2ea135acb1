# expect: SR404 line 5, SR404 line 8, SR404 line 9
# A stream taken from a constant list by index (negative from the end) is the stream: its batch
# write fails. The static item's write is fine.
def save_first(frames, table):
    frames[0].write.saveAsTable(table)

sources = [spark.read.table("x.static"), spark.readStream.table("x.live")]
sources[-1].write.saveAsTable("x.t2")
sources[1].write.mode("append").saveAsTable("x.t3")
sources[0].write.saveAsTable("x.t4")
save_first(sources, "x.t5")
(kind, frame) = ("live", sources[1])
save_first([frame], "x.t6")
