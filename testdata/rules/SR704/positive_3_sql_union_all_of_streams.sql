-- expect: SR704 line 5
-- A streaming table over UNION ALL of two streams (instead of one flow per source).
CREATE OR REFRESH STREAMING TABLE all_returns
AS SELECT * FROM STREAM(returns_us)
UNION ALL
SELECT * FROM STREAM(returns_eu);

-- A stream and a static table: no union of streams.
CREATE OR REFRESH STREAMING TABLE returns_and_fixes
AS SELECT * FROM STREAM(returns_us)
UNION ALL
SELECT * FROM returns_fixes;
