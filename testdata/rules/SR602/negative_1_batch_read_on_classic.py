# config: compute=classic dbr=15.4
# expect: none
state = spark.read.format("statestore").option("operatorId", 0).load("/Volumes/app/chk/agg")
