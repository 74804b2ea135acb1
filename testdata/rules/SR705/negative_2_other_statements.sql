-- expect: none
CREATE TABLE plain AS SELECT * FROM source_table;
CREATE OR REPLACE VIEW v AS SELECT * FROM plain;
INSERT INTO plain SELECT * FROM staging;
