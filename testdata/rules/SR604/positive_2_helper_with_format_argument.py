# expect: SR604 line 5
def ingest(path, fmt="csv"):
    return (spark.readStream.format("cloudFiles")
            .option("cloudFiles.format", fmt)
            .load(path))


ingest("/Volumes/raw/landing/csv")
