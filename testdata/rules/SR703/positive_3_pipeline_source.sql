-- expect: SR703 line 6, SR703 line 9
-- A pipeline's SQL source file: statements end at `;`, not inside strings or comments.
CREATE OR REFRESH STREAMING TABLE bronze_orders
AS SELECT * FROM STREAM read_files('/Volumes/shop/landing/orders; raw', format => 'json');

CREATE OR REPLACE MATERIALIZED VIEW gold_orders AS
SELECT status, count(*) AS n FROM bronze_orders GROUP BY status;

create or replace streaming table silver_orders /* cleaned; deduplicated */
as select distinct * from stream(bronze_orders);

CREATE OR REPLACE STREAMING TABLE legacy_orders AS SELECT * FROM STREAM(bronze_orders);  -- noqa: SR703
