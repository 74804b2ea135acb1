def to_parquet(spark, df, name):
    return (df.writeStream.format("parquet")
            .option("path", f"/out/{name}")
            .option("checkpointLocation", f"/chk/{name}")
            .start())
