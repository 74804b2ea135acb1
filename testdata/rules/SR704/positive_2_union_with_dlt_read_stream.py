# expect: SR702 line 2, SR704 line 7
import dlt


@dlt.table
def combined():
    return dlt.read_stream("eu_orders").union(dlt.read_stream("us_orders"))
