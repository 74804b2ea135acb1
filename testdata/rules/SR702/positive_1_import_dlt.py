# expect: SR702 line 2
import dlt


@dlt.table
def bronze():
    return spark.readStream.table("raw.events")
