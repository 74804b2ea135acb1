# expect: SR404 line 11, SR404 line 16
# A batch table EXCEPT a stream, written in SQL: the result is a stream, and Spark rejects a
# streaming right side of EXCEPT at start, as it rejects static.exceptAll(stream). INTERSECT and
# UNION with a static left are allowed (not reported).
from pyspark.sql import SparkSession

spark = SparkSession.builder.getOrCreate()
spark.readStream.table("bronze.new_customers").createOrReplaceTempView("incoming")
spark.read.table("main.ref.customers").createOrReplaceTempView("known")

gone = spark.sql("SELECT id FROM known EXCEPT SELECT id FROM incoming")
gone.writeStream.option("checkpointLocation", "/chk/gone").toTable("silver.gone")

gone_all = spark.sql("""
    SELECT id FROM known
    EXCEPT
    SELECT id FROM incoming WHERE id IS NOT NULL
""")
gone_all.writeStream.option("checkpointLocation", "/chk/gone_all").toTable("silver.gone_all")

both = spark.sql("SELECT id FROM known UNION ALL SELECT id FROM incoming")
both.writeStream.option("checkpointLocation", "/chk/both").toTable("silver.both")
