# expect: none
# `groupBy(...).applyInPandas(f, schema)` runs f over each micro-batch's groups and keeps no state:
# it is no streaming aggregation, so append mode needs no watermark (SR201) and the watermark's
# column need not be a key (SR203). Its stateful sibling applyInPandasWithState is another operator.
import pandas as pd
from pyspark.sql import SparkSession

spark = SparkSession.builder.getOrCreate()


def summarize(pdf: pd.DataFrame) -> pd.DataFrame:
    return pd.DataFrame([{"device": pdf["device"].iloc[0], "readings": len(pdf)}])


raw = spark.readStream.table("iot.readings")
(raw.groupBy("device").applyInPandas(summarize, schema="device string, readings long")
    .writeStream.outputMode("append")
    .option("checkpointLocation", "/chk/readings_per_batch")
    .toTable("iot.readings_per_batch"))

marked = raw.withWatermark("event_time", "10 minutes")
(marked.groupBy("device").applyInPandas(summarize, schema="device string, readings long")
    .writeStream.outputMode("append")
    .option("checkpointLocation", "/chk/readings_per_batch_marked")
    .toTable("iot.readings_per_batch_marked"))
