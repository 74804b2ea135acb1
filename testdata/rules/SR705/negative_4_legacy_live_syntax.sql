-- expect: none
-- The legacy spellings: STREAMING / INCREMENTAL LIVE TABLE over the Auto Loader function
-- cloud_files(...), which reads a stream by itself, or over STREAM(LIVE.x).
CREATE STREAMING LIVE TABLE raw_orders
AS SELECT * FROM cloud_files("/mnt/landing/orders", "json", map("cloudFiles.inferColumnTypes", "true"));
CREATE INCREMENTAL LIVE TABLE raw_customers
AS SELECT * FROM cloud_files('/mnt/landing/customers', 'csv');
CREATE OR REFRESH STREAMING LIVE TABLE clean_orders
AS SELECT order_id, amount FROM STREAM(LIVE.raw_orders) WHERE amount > 0;
CREATE LIVE TABLE order_totals AS SELECT count(*) AS n FROM LIVE.clean_orders;
