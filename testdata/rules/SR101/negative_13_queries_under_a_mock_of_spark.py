# expect: none
# Under a test's mock of Spark nothing runs: a query built on the mock's values (the session a
# patched SparkSession class makes, a parameter's readStream after the reader's load is patched) is
# no query, whatever its operators, trigger or missing checkpoint (README "Across the project").
from unittest import mock
from unittest.mock import patch


def test_writer_is_configured():
    with mock.patch("pyspark.sql.SparkSession") as session_cls:
        spark = session_cls.builder.getOrCreate()
        q = (spark.readStream.table("x.src")
             .groupBy("k").count()
             .writeStream
             .toTable("x.dst"))
        assert q is not None


def test_start(spark, batch_df):
    with patch("pyspark.sql.streaming.DataStreamReader.load", return_value=batch_df):
        (spark.readStream.format("kafka").option("subscribe", "orders").load()
            .groupBy("key").count()
            .writeStream.toTable("x.counts"))


@mock.patch("pyspark.sql.SparkSession")
def test_second(session_cls):
    spark = session_cls.builder.getOrCreate()
    spark.readStream.format("kafka").option("subscribe", "o").load().writeStream.start()
