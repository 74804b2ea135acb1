# expect: SR602 line 2
state = spark.readStream.format("statestore").load("/Volumes/app/chk/agg")
