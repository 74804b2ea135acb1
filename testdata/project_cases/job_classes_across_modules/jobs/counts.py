from framework.base import StreamJob


class StoreCounts(StreamJob):
    source = "raw.orders"
    target = "silver.store_counts"

    def transform(self, df):
        return df.groupBy("store_id").count()


class StoreCountsBackfill(StreamJob):
    source = "raw.orders_backfill"
    target = "silver.store_counts"


StoreCounts(spark).run()
StoreCountsBackfill(spark).run()
