# expect: SR604 line 4
files = (spark.readStream.format("cloudFiles")
         .option("cloudFiles.format", "json")
         .load("/Volumes/raw/landing/events"))
