# expect: SR203 line 9
# The watermark column comes from what __init__ stored: it is not grouped on.
class Agg:
    def __init__(self, event_col):
        self.event_col = event_col

    def run(self, df):
        return (df.withWatermark(self.event_col, "10 minutes")
                .groupBy("account_id").count()
                .writeStream.option("checkpointLocation", "/chk/agg").toTable("s.agg"))


Agg("event_ts").run(spark.readStream.table("raw.tx"))
