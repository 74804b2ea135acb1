# expect: SR404 line 17, SR404 line 23
from pyspark.sql import DataFrame, SparkSession

spark = SparkSession.builder.getOrCreate()


def save_all(df, tables):
    # A return inside a loop, or in a try whose handler does not return, is not sure to run:
    # the batch write after them still runs on the stream.
    for t in tables:
        if t.startswith("tmp"):
            return None
    try:
        return df.writeStream.option("checkpointLocation", "/chk/a").toTable(tables[0])
    except Exception:
        print("falling back")
    df.write.saveAsTable(tables[0])


def maybe(df, flag):
    if flag:
        return None
    df.write.saveAsTable("t2")


save_all(spark.readStream.table("x.a"), load_tables())
maybe(spark.readStream.table("x.b"), load_flag())
