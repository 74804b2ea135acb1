-- expect: none
CREATE OR REFRESH STREAMING TABLE events_all;

CREATE FLOW events_backfill AS INSERT ONCE INTO events_all BY NAME
SELECT * FROM web.archive;

CREATE FLOW events_live AS INSERT INTO events_all BY NAME
SELECT * FROM STREAM(web.events);
