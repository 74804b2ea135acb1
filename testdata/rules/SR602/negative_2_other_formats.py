# expect: none
snapshot = spark.read.format("delta").load("/Volumes/app/tables/statestore_backup")
