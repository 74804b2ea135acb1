# expect: SR706 line 11
import dlt  # noqa: SR702

def clean(df):
    return df.where("id IS NOT NULL")


dlt.create_streaming_table("t")


@dlt.append_flow(target="t", once=True, name="backfill")
def backfill():
    return clean(spark.readStream.format("delta").load("/mnt/archive"))
