# config: serverless=true
# expect: SR403 line 8
# The handler calls a helper that reads the driver's `spark` global: the helper, and with it
# `spark`, go with the handler.
RATES = "fx.daily_rates"

def current_rates():
    return spark.read.table(RATES).where("is_current")


def not_called():
    return spark.read.table("unused")


def price_batch(batch_df, batch_id):
    rates = current_rates()
    batch_df.join(rates, "currency").write.mode("append").option("txnAppId", "p").option("txnVersion", batch_id).saveAsTable("fx.priced")


spark.readStream.table("fx.trades").writeStream.foreachBatch(price_batch).option("checkpointLocation", "/chk/p").trigger(availableNow=True).start()
