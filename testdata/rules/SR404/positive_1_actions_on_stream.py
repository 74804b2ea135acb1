# expect: SR404 line 4, SR404 line 5
events = spark.readStream.table("app.events")

print(events.count())
events.show()
