-- expect: SR204 line 7, SR705 line 9
-- `AS (SELECT ...)`: a pipeline dataset's query may stand in parentheses; it is read as the same
-- query (its aggregation, and whether it reads a stream).
CREATE OR REFRESH STREAMING TABLE staff_summary
AS (SELECT credentials, shift, count(*) AS n
  FROM STREAM(live.staff_augmented)
  GROUP BY credentials, shift);

CREATE OR REFRESH STREAMING TABLE raw_files
AS (SELECT * FROM read_files('/Volumes/x/y/z', format => 'csv'));

CREATE OR REFRESH MATERIALIZED VIEW by_unit
AS (SELECT unit, count(*) AS n FROM live.staff_summary GROUP BY unit);
