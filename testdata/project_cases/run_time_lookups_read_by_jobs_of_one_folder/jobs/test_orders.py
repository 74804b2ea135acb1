"""A test of the EU job's query: it sets CHK_ROOT itself (a pytest fixture), no deployed job."""
import os


def test_orders_reach_silver(spark, tmp_path):
    os.environ["CHK_ROOT"] = str(tmp_path)
    orders = spark.readStream.format("rate").load()
    query = orders.writeStream.option("checkpointLocation", f"{os.environ['CHK_ROOT']}/orders").toTable("t")
    query.processAllAvailable()
