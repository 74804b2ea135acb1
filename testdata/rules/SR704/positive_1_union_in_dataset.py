# expect: SR704 line 9
from pyspark import pipelines as dp


@dp.table
def all_events():
    web = spark.readStream.table("raw.web_events")
    app = spark.readStream.table("raw.app_events")
    return web.unionByName(app)
