# expect: none
from pyspark.sql import functions as F

events = spark.readStream.table("shop.events")
# columns unknown: *, a spread list, no projection, a join after the projection
events.select("*").writeStream.format("kafka").option("checkpointLocation", "/chk/5").start()
cols = build_columns()
events.select(*cols).writeStream.format("kafka").option("checkpointLocation", "/chk/6").start()
spark.readStream.format("kafka").option("subscribe", "in").load().writeStream.format("kafka").option("checkpointLocation", "/chk/7").start()
events.select("id").join(spark.read.table("dim"), "id").writeStream.format("kafka").option("checkpointLocation", "/chk/8").start()
# not a Kafka sink
events.select("id").writeStream.format("delta").option("checkpointLocation", "/chk/9").toTable("t")
