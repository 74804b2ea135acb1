# expect: SR102 line 16, SR102 line 21
# A class body runs once, where the class is defined: every read of `Config.LOGS_CHECKPOINT` is one
# value at run time, even one made from an environment variable, so two queries given it share a
# checkpoint.
import os


class Config:
    checkpoint_base = f"s3a://bucket/{os.environ.get('ENVIRONMENT')}_checkpoint"
    LOGS_CHECKPOINT = f"{checkpoint_base}/logs/"


def ice_event_logs(spark):
    (spark.readStream.format("kafka").option("subscribe", "ice").load()
        .writeStream.format("delta")
        .option("checkpointLocation", Config.LOGS_CHECKPOINT)
        .toTable("logs.ice"))


def ui_event_logs(spark):
    spark.readStream.table("logs.ui_raw").writeStream.option("checkpointLocation", Config.LOGS_CHECKPOINT).toTable("logs.ui")
