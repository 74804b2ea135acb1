# expect: none
policy = spark.conf.get("spark.sql.streaming.multipleWatermarkPolicy", "max")
print(f"policy is {policy}; max would drop slow streams' data")
