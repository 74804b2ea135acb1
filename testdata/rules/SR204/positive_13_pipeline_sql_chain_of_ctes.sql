-- expect: SR204 line 26
-- A pipeline's SQL written as a chain of nine CTEs, each cleaning the step before: the GROUP BY at
-- the end aggregates the stream with no watermark.
CREATE OR REFRESH STREAMING TABLE orders_gold
AS WITH raw AS (
  SELECT * FROM STREAM(shop.orders_bronze)
), typed AS (
  SELECT CAST(order_id AS BIGINT) AS order_id, store_id, CAST(amount AS DECIMAL(12,2)) AS amount, status FROM raw
), valid AS (
  SELECT * FROM typed WHERE order_id IS NOT NULL
), paid AS (
  SELECT * FROM valid WHERE status = 'PAID'
), positive AS (
  SELECT * FROM paid WHERE amount > 0
), trimmed AS (
  SELECT order_id, trim(store_id) AS store_id, amount FROM positive
), upper_store AS (
  SELECT order_id, upper(store_id) AS store_id, amount FROM trimmed
), not_test AS (
  SELECT * FROM upper_store WHERE store_id <> 'TEST'
), final AS (
  SELECT * FROM not_test
)
SELECT store_id, count(*) AS orders, sum(amount) AS revenue
FROM final
GROUP BY store_id;
