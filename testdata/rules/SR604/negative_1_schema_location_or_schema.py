# expect: none
a = spark.readStream.format("cloudFiles").option("cloudFiles.format", "json").option(
    "cloudFiles.schemaLocation", "/Volumes/raw/_schemas/a").load("/Volumes/raw/landing/a")
b = spark.readStream.format("cloudFiles").schema("id INT, v STRING").option(
    "cloudFiles.format", "csv").load("/Volumes/raw/landing/b")
