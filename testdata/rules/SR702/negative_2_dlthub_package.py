# expect: none
# dltHub's data-loading package is also imported as dlt: not Databricks' legacy pipelines module.
import dlt
from dlt.sources.helpers import requests
pipeline = dlt.pipeline(pipeline_name="gh", destination="duckdb")


@dlt.resource
def rows():
    yield {"a": 1}
