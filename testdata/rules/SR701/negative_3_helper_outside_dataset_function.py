# expect: none
# collect() in a helper defined outside the dataset functions runs when the pipeline builds its
# graph, not as a dataset action (RULES.md SR701 "helpers outside dataset functions").
from pyspark import pipelines as dp
from pyspark.sql import functions as F


def allowed_countries():
    rows = spark.read.table("ref.countries").where("allowed").collect()
    return [r.code for r in rows]


def clean(df):
    return df.where(F.col("country").isin(allowed_countries()))


@dp.table
def signups_clean():
    return clean(spark.readStream.table("web.signups_raw"))
