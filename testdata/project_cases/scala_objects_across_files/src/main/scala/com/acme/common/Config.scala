package com.acme.common

/** Where the order pipeline keeps its state, per environment. */
object Config {
  val CheckpointRoot = "dbfs:/checkpoints/orders"
  val Environment = "prod"
  val GoldSchema = "gold"
  val KafkaOptions = Map(
    "kafka.bootstrap.servers" -> "broker-1:9092",
    "subscribe" -> "orders"
  )
}
