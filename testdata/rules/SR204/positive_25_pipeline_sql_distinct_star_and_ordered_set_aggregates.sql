-- expect: SR204 line 5, SR204 line 9
-- `SELECT distinct(*)` is SELECT DISTINCT *; an ordered-set aggregate (`percentile_cont(...) WITHIN
-- GROUP (ORDER BY ...)`) is an aggregation: over a stream with no watermark each recomputes.
CREATE OR REFRESH STREAMING TABLE orders_unique AS
SELECT distinct(*) FROM STREAM(live.orders_raw);

CREATE OR REFRESH STREAMING TABLE order_value_median AS
SELECT store_id, percentile_cont(0.5) WITHIN GROUP (ORDER BY amount) AS median_amount
FROM STREAM(live.orders_raw) GROUP BY store_id;
