from pyspark import pipelines as dp


@dp.temporary_view
def supplier_changes():
    return spark.read.table("erp.raw.supplier_cdc")


@dp.temporary_view
def contract_changes():
    return spark.readStream.table("erp.raw.contract_cdc")
