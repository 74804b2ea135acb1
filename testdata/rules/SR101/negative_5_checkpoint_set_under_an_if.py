# expect: none
# An option set under an if that may not run: after the if the writer may have a checkpoint, so
# "no checkpointLocation" is unknown and the rule stays silent (the helper's callers all pass one,
# and the if below tests a flag whose value is not known here).
import os


def write_table(df, table, checkpoint=None):
    writer = df.writeStream.format("delta")
    if checkpoint:
        writer = writer.option("checkpointLocation", checkpoint)
    return writer.toTable(table)


write_table(spark.readStream.table("raw.a"), "s.a", checkpoint="/chk/a")

w = spark.readStream.table("raw.b").writeStream
if os.environ.get("DURABLE"):
    w.option("checkpointLocation", "/chk/b")
w.toTable("s.b")
