-- expect: none
-- SQL's WATERMARK clause (after the relation, before its alias) bounds the aggregation, as
-- withWatermark does; a materialized view recomputes (its batch query keeps no state).
CREATE OR REFRESH STREAMING TABLE clicks_per_minute AS
SELECT window(click_time, '1 minute') AS w, count(*) AS n
FROM STREAM(clicks) WATERMARK click_time DELAY OF INTERVAL 10 MINUTES AS c
GROUP BY window(click_time, '1 minute');

CREATE OR REFRESH STREAMING TABLE orders_per_hour AS
SELECT window(ts, '1 hour') AS w, count(*) AS n
FROM STREAM orders WATERMARK to_timestamp(placed_at) AS ts DELAY OF INTERVAL '30' MINUTE
GROUP BY window(ts, '1 hour');

CREATE OR REFRESH MATERIALIZED VIEW store_totals AS
SELECT store_id, count(*) AS n FROM orders GROUP BY store_id;
