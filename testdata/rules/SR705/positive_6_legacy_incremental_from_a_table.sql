-- expect: SR705 line 3
-- INCREMENTAL LIVE TABLE is the legacy streaming table: reading a table without STREAM is a batch query.
CREATE INCREMENTAL LIVE TABLE silver
AS SELECT * FROM LIVE.bronze;
