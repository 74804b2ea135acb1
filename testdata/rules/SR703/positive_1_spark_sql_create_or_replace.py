# expect: SR703 line 2
spark.sql("CREATE OR REPLACE STREAMING TABLE sales.bronze AS SELECT * FROM STREAM read_files('/Volumes/raw')")
