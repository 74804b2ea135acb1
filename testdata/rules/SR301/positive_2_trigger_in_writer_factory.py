# expect: SR301 line 9, SR301 line 15
from pyspark.sql import DataFrame


def incremental_writer(df: DataFrame, name: str):
    return (
        df.writeStream.format("delta")
        .option("checkpointLocation", f"/Volumes/main/chk/{name}")
        .trigger(once = True)
    )


def run(df: DataFrame):
    q = df.writeStream.option("checkpointLocation", "/Volumes/main/chk/run")
    q = q.trigger(once=True)
    return q.start("/Volumes/main/out/run")
