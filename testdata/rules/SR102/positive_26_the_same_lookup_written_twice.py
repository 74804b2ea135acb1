# expect: SR102 line 11, SR102 line 12, SR102 line 15, SR102 line 16
# The same environment variable or notebook widget read where each query is written: one value at
# run time, so both queries get the same folder whatever it is (`os.environ["ROOT"]` and
# `os.getenv("ROOT")` read one variable; `dbutils.widgets.get("root")` one widget).
import os

from pyspark.sql import SparkSession

spark = SparkSession.builder.getOrCreate()
deals = spark.readStream.table("crm.deals")
deals.writeStream.option("checkpointLocation", os.environ["CHK_ROOT"] + "/deals").toTable("crm.silver_deals")
deals.where("amount > 1e6").writeStream.option("checkpointLocation", os.getenv("CHK_ROOT") + "/deals").toTable("crm.big_deals")

leads = spark.readStream.table("crm.leads")
leads.writeStream.option("checkpointLocation", f"{dbutils.widgets.get('root')}/leads").toTable("crm.silver_leads")
leads.writeStream.option("checkpointLocation", dbutils.widgets.get("root") + "/leads").toTable("crm.leads_copy")
