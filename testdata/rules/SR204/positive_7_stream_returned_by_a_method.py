# expect: SR204 line 12, SR204 line 23, SR204 line 25, SR204 line 26
# A stream returned by a method: through an instance, a staticmethod, a classmethod, and
# `self.method()` inside another method of the class.
class Sources:
    def __init__(self, spark):
        self.spark = spark

    def orders(self):
        return self.spark.readStream.table("bronze.orders")

    def deduped_orders(self):
        return self.orders().dropDuplicates(["order_id"])

    @staticmethod
    def payments(spark):
        return spark.readStream.table("bronze.payments")

    @classmethod
    def refunds(cls, spark):
        return spark.readStream.table("bronze.refunds")


Sources(spark).orders().dropDuplicates(["id"]).writeStream.option("checkpointLocation", "/c/1").toTable("t1")
src = Sources(spark)
Sources.payments(spark).dropDuplicates(["id"]).writeStream.option("checkpointLocation", "/c/2").toTable("t2")
Sources.refunds(spark).dropDuplicates(["id"]).writeStream.option("checkpointLocation", "/c/3").toTable("t3")
src.deduped_orders().writeStream.option("checkpointLocation", "/c/4").toTable("t4")
