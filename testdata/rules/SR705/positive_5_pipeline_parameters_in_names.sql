-- expect: SR204 line 6, SR705 line 8
-- Pipeline parameters (${...}) in names: the statements are read as written around them.
CREATE OR REFRESH STREAMING TABLE ${target_schema}.orders_per_store AS
SELECT store_id, count(*) AS n
FROM STREAM(${source_catalog}.raw.orders)
GROUP BY store_id;

CREATE OR REFRESH STREAMING TABLE ${target_schema}.orders_copy AS
SELECT * FROM ${source_catalog}.raw.orders;
