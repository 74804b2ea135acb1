-- expect: SR707 line 5, SR707 line 11
CREATE OR REFRESH STREAMING TABLE customers;
CREATE OR REFRESH STREAMING TABLE products;

CREATE FLOW customers_cdc AS AUTO CDC INTO customers
FROM raw.customers_feed
KEYS (customer_id)
SEQUENCE BY change_ts
STORED AS SCD TYPE 2;

APPLY CHANGES INTO live.products
FROM live.products_feed
KEYS (sku)
SEQUENCE BY updated_at;
