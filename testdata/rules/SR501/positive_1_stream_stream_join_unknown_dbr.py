# expect: SR501 line 7
from pyspark.sql.functions import expr

orders = spark.readStream.table("shop.orders").withWatermark("ordered_at", "1 hour")
payments = spark.readStream.table("shop.payments").withWatermark("paid_at", "2 hours")
matched = (orders
           .join(payments, expr("order_id = pay_order_id AND paid_at BETWEEN ordered_at AND ordered_at + interval 1 hour")))
matched.writeStream.option("checkpointLocation", "/Volumes/shop/chk/matched").toTable("shop.matched")
