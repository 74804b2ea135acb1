# expect: none
# text and binaryFile have a fixed schema: Auto Loader infers nothing for them.
images = (spark.readStream.format("cloudFiles")
          .option("cloudFiles.format", "binaryFile")
          .load("/Volumes/vision/landing/images"))
(images.writeStream.option("checkpointLocation", "/Volumes/vision/chk/images").toTable("vision.bronze.images"))
logs = spark.readStream.format("cloudFiles").option("cloudFiles.format", "text").load("/Volumes/ops/landing/logs")
(logs.writeStream.option("checkpointLocation", "/Volumes/ops/chk/logs").toTable("ops.bronze.logs"))
