# expect: none
# A class made by a function runs its body at each call: each call's class has its own value, as
# a local variable would (also one read from the function's parameter).
import os
import sys


def make_config(prefix):
    class Config:
        CHECKPOINT = os.environ[prefix + "_CHECKPOINT"]
    return Config


orders = make_config("ORDERS")
users = make_config("USERS")
spark.readStream.table("a").writeStream.option("checkpointLocation", orders.CHECKPOINT).toTable("o")
spark.readStream.table("b").writeStream.option("checkpointLocation", users.CHECKPOINT).toTable("u")


def run_job(spark, topic):
    class Job:
        CHECKPOINT = topic
    spark.readStream.table(topic).writeStream.option("checkpointLocation", Job.CHECKPOINT).toTable(topic + "_out")


run_job(spark, sys.argv[1])
run_job(spark, sys.argv[2])
