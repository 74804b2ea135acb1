spark.readStream.table("old").writeStream.toTable("older")
