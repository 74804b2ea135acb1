def register_clicks(spark):
    clicks = spark.readStream.format("kafka").option("subscribe", "clicks").load()
    clicks.createOrReplaceTempView("clicks")
