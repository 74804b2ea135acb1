# expect: SR204 line 8, SR702 line 2
import dlt


@dlt.table
def deduplicated_orders():
    # dlt.readStream is the camelCase spelling of dlt.read_stream.
    return dlt.readStream("orders_bronze").dropDuplicates(["order_id"])
