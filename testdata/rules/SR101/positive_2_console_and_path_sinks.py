# expect: SR101 line 13, SR101 line 19
import os

LANDING = "/Volumes/iot/raw/landing"
OUT = "/Volumes/iot/curated/readings"

readings = spark.readStream.format("cloudFiles") \
    .option("cloudFiles.format", "json") \
    .option("cloudFiles.schemaLocation", os.path.join(LANDING, "_schema")) \
    .load(LANDING)

# A debugging sink left in the job: runs on a temporary checkpoint (warning).
debug = readings.writeStream.format("console").start()

# A parquet file sink without a checkpoint: refused at start (error).
curated = (readings
           .filter("device_id IS NOT NULL")
           .writeStream.format("parquet")
           .start(OUT))
