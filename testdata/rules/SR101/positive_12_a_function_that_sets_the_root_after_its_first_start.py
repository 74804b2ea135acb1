# expect: SR101 line 11
# expect: SR103 line 13
# A function no statement here calls (its callers are in other files) runs its statements in order:
# the query it starts before it sets the session's checkpoint root is not checkpointed under it
# (a console sink runs on a temporary checkpoint); the one after it is, by its queryName (it has none).
from pyspark.sql import SparkSession


def run_job(spark: SparkSession, input_dir: str):
    activations = spark.readStream.schema("acct INT, model STRING").json(input_dir)
    activations.writeStream.format("console").start()
    spark.conf.set("spark.sql.streaming.checkpointLocation", "/chk/activations")
    return activations.writeStream.format("csv").option("path", "/out/activations").start()
