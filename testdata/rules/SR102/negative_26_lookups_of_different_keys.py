# expect: none
# Lookups of different variables or widgets, or one with a default against one without, are not
# known to be one value: each query's folder may differ.
import os

from pyspark.sql import SparkSession

spark = SparkSession.builder.getOrCreate()
deals = spark.readStream.table("crm.deals")
deals.writeStream.option("checkpointLocation", os.environ["EU_CHK_ROOT"] + "/deals").toTable("crm.silver_deals")
deals.writeStream.option("checkpointLocation", os.environ["BIG_CHK_ROOT"] + "/deals").toTable("crm.big_deals")
deals.writeStream.option("checkpointLocation", dbutils.widgets.get("root") + "/d").toTable("crm.a")
deals.writeStream.option("checkpointLocation", dbutils.widgets.get("copy_root") + "/d").toTable("crm.b")
# Getters that are no known lookup may give a new value at each call (a generator, a queue).
deals.writeStream.option("checkpointLocation", gen.getNext("chk")).toTable("crm.c")
deals.writeStream.option("checkpointLocation", gen.getNext("chk")).toTable("crm.d")
deals.writeStream.option("checkpointLocation", queue.get("chk")).toTable("crm.e")
deals.writeStream.option("checkpointLocation", queue.get("chk")).toTable("crm.f")
