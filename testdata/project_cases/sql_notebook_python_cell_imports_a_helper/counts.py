def counts_per_key(df):
    return df.groupBy("k").count()
