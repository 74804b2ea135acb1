CHECKPOINTS = "/Volumes/main/ops/chk"


class StreamJob:
    """Reads `source`, applies transform(), writes `target` with a checkpoint named after it."""

    source = None
    target = None

    def __init__(self, spark):
        self.spark = spark

    def transform(self, df):
        return df

    def run(self):
        df = self.transform(self.spark.readStream.table(self.source))
        return (df.writeStream
                .option("checkpointLocation", f"{CHECKPOINTS}/{self.target}")
                .toTable(self.target))
