# expect: SR102 line 11
from pyspark.sql import DataFrame, SparkSession

spark = SparkSession.builder.getOrCreate()

CHK = "/Volumes/mkt/ops/checkpoints"


def publish(df: DataFrame, name: str, table: str):
    return (df.writeStream
            .option("checkpointLocation", f"{CHK}/{name}")
            .trigger(availableNow=True)
            .toTable(table))


publish(spark.readStream.table("mkt.email_opens"), "engagement", "mkt.email_engagement")
# copy-pasted for SMS, name not updated
publish(spark.readStream.table("mkt.sms_clicks"), "engagement", "mkt.sms_engagement")
