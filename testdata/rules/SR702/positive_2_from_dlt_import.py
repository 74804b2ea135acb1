# expect: SR702 line 3
from pyspark.sql import functions as F
from dlt import table, read_stream
