# expect: none
spark.sql("CREATE OR REFRESH STREAMING TABLE sales.bronze AS SELECT * FROM STREAM read_files('/Volumes/raw')")
spark.sql("CREATE OR REPLACE TABLE sales.snapshot AS SELECT * FROM sales.bronze")
