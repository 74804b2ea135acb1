# expect: SR208 line 8, SR208 line 11
# A stream with a long watermark that no query writes (a notebook that only displays it, or a
# helper's stream returned to a caller that is not in the file): the watermark is a stream's, and
# its state is kept as long when it runs.
from pyspark.sql import functions as F

sessions = (spark.readStream.table("bronze.events")
            .withWatermark("event_time", "7 days"))
display(sessions.groupBy(F.window("event_time", "1 hour")).count())

late = spark.readStream.table("bronze.clicks").withWatermark("ts", "36 hours")
short = spark.readStream.table("bronze.views").withWatermark("ts", "2 hours")
batch = spark.read.table("bronze.views").withWatermark("ts", "30 days")
