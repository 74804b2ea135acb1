# expect: none
# Sinks that write each row under a key it carries replace what a retried batch wrote, as a keyed
# MERGE does: Elasticsearch or OpenSearch with a document id column (index, update and upsert
# operations), and Cassandra (its writes are upserts on the primary key).
es_conf = {
    "es.nodes": "es",
    "es.resource": "logs",
    "es.mapping.id": "log_id",
    "es.write.operation": "upsert",
}

def to_elasticsearch(batch_df, batch_id):
    batch_df.write.format("org.elasticsearch.spark.sql").options(**es_conf).mode("append").save()

def to_opensearch(batch_df, batch_id):
    (batch_df.write.format("opensearch")
        .option("opensearch.resource", "logs")
        .option("opensearch.mapping.id", "log_id")
        .mode("append")
        .save())

def to_cassandra(batch_df, batch_id):
    batch_df.write.format("org.apache.spark.sql.cassandra").options(keyspace="ops", table="logs").mode("append").save()
    batch_df.write.format("cassandra").options(keyspace="ops", table="logs_by_day").mode("append").save()

def settings_without_the_prefix(batch_df, batch_id):
    # The connector reads `mapping.id` and `es_mapping_id` as es.mapping.id.
    batch_df.write.format("es").option("mapping.id", "log_id").mode("append").save("logs")
    batch_df.write.format("es").option("es_mapping_id", "log_id").option("es_write_operation", "upsert").mode("append").save("logs")

logs = spark.readStream.table("ops.logs")
logs.writeStream.foreachBatch(to_elasticsearch).option("checkpointLocation", "/chk/es").start()
logs.writeStream.foreachBatch(to_opensearch).option("checkpointLocation", "/chk/os").start()
logs.writeStream.foreachBatch(to_cassandra).option("checkpointLocation", "/chk/cass").start()
logs.writeStream.foreachBatch(settings_without_the_prefix).option("checkpointLocation", "/chk/es_plain").start()
