# expect: SR404 line 15, SR404 line 21
# A patch of something that is not Spark (a clock, a config reader) leaves the stream a stream:
# count() and collect() on it still fail at run time.
from unittest.mock import patch


def read_stream(spark):
    return spark.readStream.format("kafka").option("subscribe", "orders").load()


def test_counts(spark):
    with patch("jobs.config.load", return_value={"topic": "orders"}):
        df = read_stream(spark)
    with patch("time.time", return_value=0):
        assert df.count() == 3


def test_collect_after_patch_ended(spark, batch_df):
    with patch("pyspark.sql.streaming.DataStreamReader.load", return_value=batch_df):
        pass
    read_stream(spark).collect()
