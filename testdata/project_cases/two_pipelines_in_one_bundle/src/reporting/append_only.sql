-- The reporting pipeline's own append-only `customers` (another schema): reading it as a
-- stream is fine, whatever another pipeline names `customers`.
CREATE OR REFRESH STREAMING TABLE customers
AS SELECT * FROM STREAM read_files('/Volumes/shop/reporting/customers', format => 'json');

CREATE OR REFRESH STREAMING TABLE customer_feed
AS SELECT * FROM STREAM(customers);
