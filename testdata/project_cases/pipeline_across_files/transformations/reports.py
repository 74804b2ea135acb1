from pyspark import pipelines as dp


@dp.table
def new_suppliers():
    # suppliers is updated in place by its AUTO CDC flow: this stream fails on the first update.
    return spark.readStream.table("suppliers").where("created_at > current_date() - 1")


@dp.table
def contract_events():
    return spark.readStream.table("contracts")


@dp.table
def supplier_events():
    return spark.readStream.option("skipChangeCommits", "true").table("suppliers")
