-- expect: SR708 line 12
-- `STREAM t` without parentheses is one streaming read of t: one finding, from STREAM on.
CREATE OR REFRESH STREAMING TABLE members_t1;

CREATE FLOW members_cdc AS AUTO CDC INTO members_t1
FROM STREAM(members_raw)
KEYS (id)
SEQUENCE BY ts
STORED AS SCD TYPE 1;

CREATE OR REFRESH STREAMING TABLE members_copy AS
SELECT * FROM STREAM members_t1;
