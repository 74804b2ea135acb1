"""Run as a job, this streams the events; imported, it only lends its column list."""
from pyspark.sql import SparkSession

COLUMNS = ["event_id", "kind", "ts"]

if __name__ == "__main__":
    spark = SparkSession.builder.getOrCreate()
    spark.readStream.table("bronze.events").createOrReplaceTempView("events")
    spark.table("events").select(*COLUMNS).writeStream.option("checkpointLocation", "/Volumes/main/ops/chk/events").toTable(
        "silver.events"
    )
