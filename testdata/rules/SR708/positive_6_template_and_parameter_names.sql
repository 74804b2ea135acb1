-- expect: SR708 line 12, SR708 line 17
-- Names with a template's placeholders (`main.{db}.t`, filled in before deployment) or pipeline
-- parameters (`${env}`) are names still: a stream read of the SCD type 1 target is reported, a
-- stream read of its source is not.
CREATE OR REFRESH STREAMING TABLE main.{db}.customers;
CREATE FLOW customers_cdc AS AUTO CDC INTO main.{db}.customers
FROM STREAM(main.{db}.customers_raw) KEYS (customer_id) SEQUENCE BY updated_at STORED AS SCD TYPE 1;

CREATE OR REFRESH STREAMING TABLE main.{db}.customers_audit AS
SELECT * FROM STREAM main.{db}.customers_raw;
CREATE OR REFRESH STREAMING TABLE main.{db}.customer_changes AS
SELECT * FROM STREAM(main.{db}.customers);

CREATE OR REFRESH STREAMING TABLE ${env}_customers;
CREATE FLOW env_cdc AS AUTO CDC INTO ${env}_customers
FROM STREAM(${env}_customers_raw) KEYS (customer_id) SEQUENCE BY updated_at STORED AS SCD TYPE 1;
CREATE OR REFRESH STREAMING TABLE ${env}_changes AS SELECT * FROM STREAM(${env}_customers);
