-- expect: SR703 line 3
-- A UTF-8 byte order mark before the first statement is not part of it.
CREATE OR REPLACE STREAMING TABLE bronze AS SELECT * FROM STREAM(raw.events);
