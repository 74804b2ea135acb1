# config: serverless=true dbr=15.4
# expect: SR304 line 9
def run(source, target, interval="1 minute"):
    return (
        spark.readStream.table(source)
        .writeStream
        .option("checkpointLocation", f"/Volumes/ops/chk/{target}")
        .outputMode("append")
        .trigger(processingTime=interval)
        .toTable(target)
    )
