# expect: SR701 line 20, SR704 line 28
from pyspark import pipelines as dp
from pyspark.sql import functions as F

RAW = "/Volumes/supply/landing/shipments"


@dp.table(comment="Raw shipment events from Auto Loader")
def bronze_shipments():
    return (
        spark.readStream.format("cloudFiles")
        .option("cloudFiles.format", "json")
        .load(RAW)
    )


@dp.table
def silver_shipments():
    df = spark.readStream.table("bronze_shipments").filter(F.col("status").isNotNull())
    print(f"silver rows so far: {spark.read.table('bronze_shipments').count()}")
    return df


@dp.table
def all_carrier_events():
    ups = spark.readStream.table("ups_events")
    fedex = spark.readStream.table("fedex_events")
    return ups.unionByName(fedex, allowMissingColumns=True)


@dp.materialized_view
def carrier_counts():
    return spark.read.table("silver_shipments").groupBy("carrier").count()


def debug_counts():
    # helper run by hand from a notebook, not a dataset function
    return spark.read.table("silver_shipments").count()
