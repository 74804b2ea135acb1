-- expect: none
-- Streaming tables read STREAM(...), materialized views read tables; a streaming table with no
-- query is an append flow's target; the word STREAM in a string or comment reads nothing.
CREATE OR REFRESH STREAMING TABLE a AS SELECT * FROM STREAM(bronze);
CREATE OR REFRESH STREAMING TABLE b AS SELECT * FROM STREAM bronze_two;
CREATE OR REFRESH STREAMING TABLE c;
CREATE OR REFRESH MATERIALIZED VIEW d AS SELECT 'STREAM(x)' AS note, count(*) FROM a -- STREAM(a)
GROUP BY 1;
