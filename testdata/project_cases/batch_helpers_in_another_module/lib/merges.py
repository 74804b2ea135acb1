from lib.session import spark


def upsert_orders(batch_df):
    batch_df.createOrReplaceTempView("updates")
    spark.sql("MERGE INTO silver.orders t USING updates s ON t.id = s.id WHEN MATCHED THEN UPDATE SET *")


def upsert_items(batch_df):
    batch_df.createOrReplaceTempView("item_updates")
    batch_df.sparkSession.sql(
        "MERGE INTO silver.items t USING item_updates s ON t.id = s.id WHEN NOT MATCHED THEN INSERT *")
