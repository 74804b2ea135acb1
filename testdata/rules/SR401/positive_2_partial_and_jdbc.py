# expect: SR401 line 11
import functools


def to_postgres(url, df, epoch):
    (df.write
        .format("jdbc")
        .option("url", url)
        .option("dbtable", "public.events")
        .mode("append")
        .save())


(spark.readStream.table("ops.events").writeStream
    .foreachBatch(functools.partial(to_postgres, "jdbc:postgresql://db.internal/ops"))
    .option("checkpointLocation", "/Volumes/ops/chk/pg")
    .start())
