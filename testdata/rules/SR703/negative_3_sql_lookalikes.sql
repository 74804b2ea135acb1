-- expect: none
-- Plain tables and views may be replaced; the words in strings and comments are not statements.
CREATE OR REPLACE TABLE ops.audit AS SELECT 'CREATE OR REPLACE STREAMING TABLE x' AS note;
CREATE OR REPLACE VIEW ops.recent AS SELECT * FROM ops.audit;
-- CREATE OR REPLACE MATERIALIZED VIEW old_gold AS SELECT 1;
/* CREATE OR REPLACE STREAMING TABLE
   old_silver */
CREATE OR REFRESH MATERIALIZED VIEW gold AS SELECT count(*) FROM ops.audit;
