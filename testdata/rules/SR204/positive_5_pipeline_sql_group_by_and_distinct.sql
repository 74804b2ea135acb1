-- expect: SR204 line 6, SR204 line 9, SR204 line 14, SR204 line 19
-- A pipeline's SQL: a streaming table (or an INSERT flow) aggregating a stream with no watermark,
-- through a temporary view too. A one-time INSERT flow reads in batch: no state.
CREATE OR REFRESH STREAMING TABLE store_counts AS
SELECT store_id, count(*) AS n FROM STREAM(silver_orders)
GROUP BY store_id;

CREATE OR REFRESH STREAMING TABLE unique_orders AS
SELECT DISTINCT * FROM STREAM silver_orders;

CREATE TEMPORARY VIEW paid AS SELECT * FROM STREAM(payments) WHERE amount > 0;
CREATE OR REFRESH STREAMING TABLE paid_per_store AS
SELECT store_id, sum(amount) AS total FROM STREAM(paid)
GROUP BY store_id;

CREATE OR REFRESH STREAMING TABLE totals;
CREATE FLOW add_totals AS INSERT INTO totals BY NAME
SELECT store_id, count(*) AS n FROM STREAM(silver_orders)
GROUP BY store_id;
CREATE FLOW backfill AS INSERT INTO ONCE totals BY NAME
SELECT store_id, count(*) AS n FROM orders_archive GROUP BY store_id;
