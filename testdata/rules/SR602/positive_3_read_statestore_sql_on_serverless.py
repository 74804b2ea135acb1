# config: serverless=true
# expect: SR602 line 5
# The SQL table-valued function reads the state store too.
CHECKPOINT = "/Volumes/shop/chk/order_counts"
state = spark.sql(f"SELECT * FROM read_statestore('{CHECKPOINT}')")
state.show()
