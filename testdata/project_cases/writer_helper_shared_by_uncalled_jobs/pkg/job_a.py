from pkg.writer import console

def run(spark):
    l = spark.readStream.format("rate").load()
    r = spark.readStream.format("rate").load()
    console(l.join(r, "value"), "qa")
