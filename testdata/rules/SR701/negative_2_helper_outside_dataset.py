# expect: none
def debug_counts():
    return spark.read.table("bronze_orders").count()


def publish(df):
    return df.writeStream.option("checkpointLocation", "/Volumes/x/chk/p").toTable("x.p")
