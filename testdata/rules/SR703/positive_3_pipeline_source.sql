-- expect: SR703 line 6, SR703 line 9, SR204 line 10, SR703 line 14, SR703 line 15, SR703 line 16
-- A pipeline's SQL source file: statements end at `;`, not inside strings or comments.
CREATE OR REFRESH STREAMING TABLE bronze_orders
AS SELECT * FROM STREAM read_files('/Volumes/shop/landing/orders; raw', format => 'json');

CREATE OR REPLACE MATERIALIZED VIEW gold_orders AS
SELECT status, count(*) AS n FROM bronze_orders GROUP BY status;

create or replace streaming table silver_orders /* cleaned; deduplicated */
as select distinct * from stream(bronze_orders);

CREATE OR REPLACE STREAMING TABLE legacy_orders AS SELECT * FROM STREAM(bronze_orders);  -- noqa: SR703

CREATE OR REPLACE PRIVATE MATERIALIZED VIEW staging_totals AS SELECT count(*) AS n FROM bronze_orders;
CREATE OR REPLACE TEMPORARY STREAMING TABLE staging_orders AS SELECT * FROM STREAM(bronze_orders);
CREATE OR REPLACE STREAMING LIVE TABLE legacy_live AS SELECT * FROM STREAM(LIVE.bronze_orders);
