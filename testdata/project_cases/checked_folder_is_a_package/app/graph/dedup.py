def latest_per_key(spark, df):
    return df.dropDuplicates(["k"])
