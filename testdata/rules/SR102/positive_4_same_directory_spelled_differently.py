# expect: SR102 line 6, SR102 line 9
# A trailing slash or a doubled one names the same directory (Hadoop's Path drops them).
import os

base = "/Volumes/shop/chk"
(spark.readStream.table("shop.bronze.orders").writeStream.option("checkpointLocation", base + "/orders/")
    .toTable("shop.silver.orders"))
(spark.readStream.table("shop.bronze.returns").writeStream
    .option("checkpointLocation", os.path.join(base + "/", "orders"))
    .toTable("shop.silver.returns"))
