-- expect: none
CREATE OR REFRESH STREAMING TABLE members_history;

CREATE FLOW members_cdc AS AUTO CDC INTO members_history
FROM STREAM(raw.members_feed)
KEYS (member_id)
SEQUENCE BY lsn
STORED AS SCD TYPE 2;

-- History tables only gain rows when read with care; another table is not a CDC target.
CREATE OR REFRESH STREAMING TABLE member_events AS
SELECT * FROM STREAM(members_history);

CREATE OR REFRESH STREAMING TABLE raw_copy AS
SELECT * FROM STREAM(raw.members_feed);
