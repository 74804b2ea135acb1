-- In the pipeline whose AUTO CDC flow writes `customers`: a streaming read of it fails on the
-- first update or delete (SR708).
CREATE OR REFRESH STREAMING TABLE customer_changes
AS SELECT * FROM STREAM(customers);
