from etl.job import main

spark.conf.set("spark.sql.streaming.checkpointLocation", "/chk")
main()
