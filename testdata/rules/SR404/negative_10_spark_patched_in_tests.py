# expect: none
# Tests that replace Spark with mocks read no stream: under `with patch("pyspark...")`, in a test
# decorated with such a patch, and after pytest-mock's `mocker.patch(...)`, readStream gives what
# the mock returns (a batch DataFrame here), so collect() and show() on it are fine.
from unittest import mock
from unittest.mock import patch


def read_stream(spark):
    return spark.readStream.format("kafka").option("subscribe", "orders").load()


def test_read_with_block(spark, batch_df):
    with patch("pyspark.sql.streaming.DataStreamReader.load", return_value=batch_df):
        result = read_stream(spark)
    for df in [batch_df, result]:
        assert df.select("value").collect()[0][0] == 1


@mock.patch("pyspark.sql.SparkSession.readStream")
def test_read_decorated(read_stream_mock, spark):
    read_stream(spark).show()


def test_read_mocker(mocker, spark, batch_df):
    mocker.patch("pyspark.sql.streaming.DataStreamReader.load", return_value=batch_df)
    assert read_stream(spark).count() == 3
