# expect: none
# A library's DataFrame (static or a stream: nobody here knows) joined with a real stream is a
# stream, but not known to be a stream-stream join: no state-store warning, in DataFrame or SQL form.
from acme_lib import load_dims
from pyspark.sql import SparkSession

spark = SparkSession.builder.getOrCreate()
events = spark.readStream.table("bronze.events")

load_dims(spark).join(events, "dim_id").writeStream.option("checkpointLocation", "/chk/a").toTable("silver.a")

load_dims(spark).createOrReplaceTempView("dims")
events.createOrReplaceTempView("events")
joined = spark.sql("SELECT * FROM dims d JOIN events e ON d.dim_id = e.dim_id")
joined.writeStream.option("checkpointLocation", "/chk/b").toTable("silver.b")
