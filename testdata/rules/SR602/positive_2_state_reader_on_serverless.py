# config: serverless=true
# expect: SR602 line 5
CHECKPOINT = "/Volumes/app/chk/agg"
metadata = (spark.read
            .format("state-metadata")
            .load(CHECKPOINT))
