from app.graph import *


def run(spark):
    to_parquet(spark, latest_per_key(spark, events(spark)), "events")
