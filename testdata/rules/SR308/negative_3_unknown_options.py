# expect: none
# A dict that cannot be read may hold the cap.
from settings import kafka_options

events = (spark.readStream.format("kafka")
          .option("startingOffsets", "earliest")
          .options(**kafka_options())
          .load())
events.writeStream.option("checkpointLocation", "/chk/events").toTable("events")
