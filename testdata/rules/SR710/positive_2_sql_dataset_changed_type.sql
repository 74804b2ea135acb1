-- expect: SR710 line 3
-- streamlint.lock recorded customers_clean as a materialized view.
CREATE OR REFRESH STREAMING TABLE customers_clean
AS SELECT * FROM STREAM(crm.customers_raw) WHERE email IS NOT NULL;
