-- expect: SR708 line 10
CREATE OR REFRESH STREAMING TABLE members;

CREATE FLOW members_cdc AS AUTO CDC INTO members
FROM STREAM(raw.members_feed)
KEYS (member_id)
SEQUENCE BY lsn;

CREATE OR REFRESH STREAMING TABLE active_members AS
SELECT * FROM STREAM(members) WHERE status = 'active';
