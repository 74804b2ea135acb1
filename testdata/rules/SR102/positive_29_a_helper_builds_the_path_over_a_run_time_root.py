# expect: SR102 line 25, SR102 line 30
# A helper returns a path built over a root read from the environment: the root is one value at
# run time, so each call with one name gives one path. The claims and audit queries share theirs;
# the closed claims have their own; the clock-stamped path differs at every call.
import os
import time

from pyspark.sql import SparkSession, functions as F

CHECKPOINT_ROOT = os.environ["CHECKPOINT_ROOT"].rstrip("/")


def checkpoint(stream_name: str) -> str:
    return f"{CHECKPOINT_ROOT}/{stream_name}"


def stamped(stream_name):
    return f"{CHECKPOINT_ROOT}/{stream_name}_{time.time()}"


spark = SparkSession.builder.appName("claims-silver").getOrCreate()
claims = spark.readStream.table("ins.bronze.claims")

(claims.where(F.col("status") == "OPEN").writeStream
    .option("checkpointLocation", checkpoint("claims_silver"))
    .toTable("ins.silver.open_claims"))

# Copied from the query above; the name was not changed.
(claims.where(F.col("audited")).writeStream
    .option("checkpointLocation", checkpoint("claims_silver"))
    .toTable("ins.silver.audited_claims"))

(claims.where(F.col("status") == "CLOSED").writeStream
    .option("checkpointLocation", checkpoint("claims_closed"))
    .toTable("ins.silver.closed_claims"))

claims.writeStream.option("checkpointLocation", stamped("replay")).toTable("ins.silver.replay_a")
claims.writeStream.option("checkpointLocation", stamped("replay")).toTable("ins.silver.replay_b")

spark.streams.awaitAnyTermination()
