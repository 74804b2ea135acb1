# expect: SR401 line 8, SR401 line 16
# Without a document id column every retried row is a new document, and the `create` operation
# fails on an id a retried batch already wrote (the write fails, the retry cannot finish).

def to_elasticsearch(batch_df, batch_id):
    (batch_df.write.format("org.elasticsearch.spark.sql")
        .option("es.resource", "logs")
        .mode("append").save())

def create_documents(batch_df, batch_id):
    (batch_df.write.format("es")
        .option("es.resource", "logs")
        .option("es.mapping.id", "log_id")
        .option("es.write.operation", "create")
        .mode("append")
        .save())

logs = spark.readStream.table("ops.logs")
logs.writeStream.foreachBatch(to_elasticsearch).option("checkpointLocation", "/chk/es2").start()
logs.writeStream.foreachBatch(create_documents).option("checkpointLocation", "/chk/es3").start()
