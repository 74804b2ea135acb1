# expect: SR406 line 11, SR406 line 16
# A pipeline Kafka sink (create_sink) fed by append flows whose columns name no `value`; the flow
# into the Delta sink, and the one that names `value`, are fine.
from pyspark import pipelines as dp

dp.create_sink("alerts_kafka", "kafka", {"kafka.bootstrap.servers": "b:9092", "topic": "alerts"})
dp.create_sink(name="audit_kafka", format="kafka", options={"kafka.bootstrap.servers": "b:9092", "topic": "audit"})
dp.create_sink("archive", format="delta", options={"path": "/Volumes/main/ops/archive"})


@dp.append_flow(target="alerts_kafka")
def alerts():
    return spark.readStream.table("payments_bronze").select("event_key", "event_ts")


@dp.append_flow("audit_kafka")
def audit():
    return spark.readStream.table("payments_bronze").selectExpr("to_json(struct(*)) AS payload")


@dp.append_flow(target="audit_kafka", name="audit_values")
def audit_values():
    return spark.readStream.table("payments_bronze").selectExpr("to_json(struct(*)) AS value")


@dp.append_flow(target="archive")
def archived():
    return spark.readStream.table("payments_bronze").select("event_key")
