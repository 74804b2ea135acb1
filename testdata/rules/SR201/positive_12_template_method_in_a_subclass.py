# expect: SR201 line 17
# run() is inherited from the base class and calls the subclass's transform(): the aggregation it
# adds has no watermark. A class that derives from itself through another ends the lookup.
class StreamJob:
    def __init__(self, spark):
        self.spark = spark

    def run(self):
        return (self.transform(self.spark.readStream.table("raw.orders"))
                .writeStream
                .option("checkpointLocation", "/chk/counts")
                .toTable("s.counts"))


class CountsJob(StreamJob):
    def transform(self, df):
        return df.groupBy("store_id").count()


class Loop(Cycle):
    pass


class Cycle(Loop):
    def run(self):
        return self.missing()


CountsJob(spark).run()
Cycle().run()
Loop().run()
