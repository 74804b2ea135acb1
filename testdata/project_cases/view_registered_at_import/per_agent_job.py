from pyspark.sql import SparkSession

import lib.views  # noqa: F401 (registers calls_live and agents)

spark = SparkSession.builder.getOrCreate()
per_agent = spark.sql("SELECT agent_id, count(*) AS calls FROM calls_live GROUP BY agent_id")
per_agent.writeStream.option("checkpointLocation", "/Volumes/main/cc/chk/per_agent").toTable("gold.calls_per_agent")
