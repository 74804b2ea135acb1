# config: serverless=true
# expect: none
# The incremental trigger is set under an if whose test is unknown here: after it the trigger is
# unknown, so the rule stays silent.
def start(df, name, available_now=True):
    w = df.writeStream.option("checkpointLocation", f"/Volumes/x/chk/{name}")
    if available_now:
        w = w.trigger(availableNow=True)
    return w.toTable(f"x.{name}")


start(spark.readStream.table("raw.a"), "a")
