"""Run as a job, this streams the events; imported, it only lends its column list."""
from pyspark.sql import SparkSession

COLUMNS = ["event_id", "kind", "ts"]

if __name__ == "__main__":
    spark = SparkSession.builder.getOrCreate()
    spark.readStream.table("bronze.events").createOrReplaceTempView("events")
    spark.table("events").select(*COLUMNS).writeStream.option("checkpointLocation", "/Volumes/main/ops/chk/events").toTable(
        "silver.events"
    )


def _running_as_job():
    return True


if __name__ == "__main__" and _running_as_job():
    spark.readStream.table("bronze.audit").createOrReplaceTempView("audit")
elif __name__ != "__main__":
    pass
else:
    spark.readStream.table("bronze.audit_late").createOrReplaceTempView("audit")
