# config: dbr=17.3
# expect: SR204 line 13, SR204 line 21
# A pipeline recomputes an aggregation without a watermark on every update (SR204), it does not
# refuse it (no SR201: RULES.md "Clarifications").
from pyspark import pipelines as dp
from pyspark.sql import functions as F


@dp.table(comment="Distinct device registrations")
def device_registrations():
    return (
        spark.readStream.table("iot.raw_registrations")
        .dropDuplicates(["device_id"])
    )


@dp.table
def hourly_alerts():
    return (
        spark.readStream.table("iot.alerts")
        .groupBy(F.window("alert_ts", "1 hour"), "site_id")
        .agg(F.count("*").alias("alerts"))
    )


@dp.materialized_view
def alerts_per_site():
    return spark.read.table("iot.alerts").groupBy("site_id").count()
