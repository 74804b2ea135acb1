# expect: SR702 line 4
# Auto Loader read at the module level of a pipeline file (legacy `import dlt`) and returned by a
# dataset function: the pipeline manages the schema location (SR604 stays silent in pipeline code).
import dlt

landing = spark.readStream.format("cloudFiles").option("cloudFiles.format", "json").load("/Volumes/main/landing/orders")


@dlt.table
def orders_bronze():
    return landing.where("id IS NOT NULL")
