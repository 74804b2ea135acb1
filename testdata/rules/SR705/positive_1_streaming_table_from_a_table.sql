-- expect: SR705 line 5, SR705 line 9
CREATE OR REFRESH STREAMING TABLE orders_bronze
AS SELECT * FROM STREAM read_files('/Volumes/shop/landing/orders', format => 'json');

CREATE OR REFRESH STREAMING TABLE orders_silver
COMMENT 'reads the bronze table as a batch: no STREAM'
AS SELECT order_id, CAST(total AS DECIMAL(12, 2)) AS total FROM orders_bronze;

CREATE OR REFRESH PRIVATE STREAMING TABLE orders_files
AS SELECT * FROM read_files('/Volumes/shop/landing/orders', format => 'json');
