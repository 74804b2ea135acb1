-- expect: SR706 line 4
CREATE OR REFRESH STREAMING TABLE events_all;

CREATE FLOW events_backfill AS INSERT ONCE INTO events_all BY NAME
SELECT * FROM STREAM(web.archive);
