# expect: SR404 line 9
from pyspark.ml import PipelineModel
from pyspark.ml.clustering import KMeans
from pyspark.ml.feature import VectorAssembler

telemetry = spark.readStream.table("grid.telemetry")
vectors = VectorAssembler(inputCols=["v", "a"], outputCol="features").transform(telemetry)
# fitting needs the whole dataset: Spark rejects it on a stream
model = KMeans(k=4).fit(vectors)
# a fitted model scores a stream: fine
scored = PipelineModel.load("/models/v4").transform(telemetry)
scored.writeStream.option("checkpointLocation", "/chk/scored").toTable("grid.scored")
