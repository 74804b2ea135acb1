-- expect: none
-- A streaming read of an SCD type 1 target that sets skipChangeCommits in its WITH clause, alone
-- or with a value, in the spellings the Databricks docs use.
CREATE OR REFRESH STREAMING TABLE members_t1;

CREATE FLOW members_cdc AS AUTO CDC INTO members_t1
FROM STREAM(members_raw)
KEYS (id)
SEQUENCE BY ts
STORED AS SCD TYPE 1;

CREATE OR REFRESH STREAMING TABLE members_copy AS
SELECT * FROM STREAM(members_t1) WITH (SKIPCHANGECOMMITS);

CREATE OR REFRESH STREAMING TABLE members_copy2 AS
SELECT * FROM STREAM(members_t1) WITH (skipChangeCommits = true);

CREATE OR REFRESH STREAMING TABLE members_copy3 AS
SELECT * FROM STREAM members_t1 WITH ('skipChangeCommits' = 'true');
