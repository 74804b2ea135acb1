-- expect: none
CREATE OR REFRESH STREAMING TABLE customers;

CREATE FLOW customers_cdc AS AUTO CDC INTO customers
FROM STREAM(raw.customers_feed)
KEYS (customer_id)
SEQUENCE BY change_ts;

-- The word FROM inside a comment or a literal is no source: FROM raw.other
APPLY CHANGES INTO live.customers
FROM stream(live.customers_feed_clean)
KEYS (customer_id)
APPLY AS DELETE WHEN op = 'DELETE FROM x'
SEQUENCE BY change_ts;
