# expect: none
# failOnDataLoss on a source that is not Kafka is not Kafka's option; a value we cannot read makes
# no verdict.
import os

files = (spark.readStream.format("delta").option("failOnDataLoss", "false")
         .table("shop.events"))
files.writeStream.option("checkpointLocation", "/chk/delta_copy").toTable("shop.events_copy")
topic = (spark.readStream.format("kafka").option("subscribe", "shop.orders")
         .option("failOnDataLoss", os.environ["FAIL_ON_DATA_LOSS"]).option("maxOffsetsPerTrigger", 10).load())
topic.writeStream.option("checkpointLocation", "/chk/orders_env").toTable("shop.orders")
