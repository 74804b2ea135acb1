-- expect: none
CREATE OR REFRESH MATERIALIZED VIEW inventory_summary
AS SELECT sku, sum(qty) AS qty FROM ops.inventory GROUP BY sku;

CREATE OR REFRESH STREAMING TABLE inventory_events
AS SELECT * FROM STREAM(ops.inventory_feed);
