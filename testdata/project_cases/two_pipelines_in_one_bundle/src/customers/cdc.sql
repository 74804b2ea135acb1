CREATE OR REFRESH STREAMING TABLE customers;

CREATE FLOW customers_cdc AS AUTO CDC INTO customers
FROM STREAM(customers_feed)
KEYS (customer_id)
SEQUENCE BY updated_at
STORED AS SCD TYPE 1;
