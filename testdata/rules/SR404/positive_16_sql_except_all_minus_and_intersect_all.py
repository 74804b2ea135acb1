# expect: SR404 line 15, SR404 line 18, SR404 line 22
# The spellings of EXCEPT and INTERSECT the SQL grammar does not take are read as Spark reads them:
# EXCEPT ALL and MINUS (Spark's EXCEPT) reject a stream on the right, INTERSECT ALL of two streams
# is rejected. A view registered with registerTempTable (the Spark 1.x name of
# createOrReplaceTempView) is read back like any temp view. A stream EXCEPT ALL a static table (with
# a column named minus) is allowed.
from pyspark.sql import SparkSession

spark = SparkSession.builder.getOrCreate()
incoming = spark.readStream.table("bronze.new_customers")
incoming.registerTempTable("incoming")
spark.read.table("main.ref.customers").createOrReplaceTempView("known")
spark.readStream.table("bronze.updates").createOrReplaceTempView("updates")

gone = spark.sql("SELECT id FROM known EXCEPT ALL SELECT id FROM incoming")
gone.writeStream.option("checkpointLocation", "/chk/gone").toTable("silver.gone")

minus = spark.sql("SELECT id FROM known MINUS SELECT id FROM incoming")
minus.writeStream.option("checkpointLocation", "/chk/minus").toTable("silver.minus")

both = spark.sql("""
    SELECT id FROM incoming INTERSECT ALL SELECT id FROM updates
""")
both.writeStream.option("checkpointLocation", "/chk/both").toTable("silver.both")

new_only = spark.sql("SELECT id, minus FROM incoming EXCEPT ALL SELECT id, minus FROM known")
new_only.writeStream.option("checkpointLocation", "/chk/new_only").toTable("silver.new_only")
