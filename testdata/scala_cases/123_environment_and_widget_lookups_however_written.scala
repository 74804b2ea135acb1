// Databricks notebook source
// expect: SR102 line 15, SR102 line 16, SR102 line 17, SR102 line 25, SR102 line 26
// Scala reads the environment as `sys.env("ROOT")`, `sys.env.getOrElse(...)` or the JVM's
// `System.getenv("ROOT")`: one value per variable however it is written, so these three queries
// share their checkpoint. A notebook's widget, `dbutils.widgets.get("out")`, is one value too. The
// archive reads another variable, and the last query another default.
import org.apache.spark.sql.streaming.Trigger

val root = sys.env("CHECKPOINT_ROOT")
val orders = spark.readStream.table("shop.orders")

// COMMAND ----------

orders.writeStream.trigger(Trigger.AvailableNow())
  .option("checkpointLocation", s"$root/orders").toTable("shop.orders_a")
orders.writeStream.option("checkpointLocation", s"${System.getenv("CHECKPOINT_ROOT")}/orders").toTable("shop.orders_b")
orders.writeStream.option("checkpointLocation", sys.env("CHECKPOINT_ROOT") + "/orders").toTable("shop.orders_c")
orders.writeStream.option("checkpointLocation", sys.env("ARCHIVE_ROOT") + "/orders").toTable("shop.orders_archive")

// COMMAND ----------

val out = dbutils.widgets.get("out")
val fallback = sys.env.getOrElse("SPARE_ROOT", "/Volumes/shop/spare")

orders.writeStream.option("checkpointLocation", s"$out/_chk").toTable("shop.orders_out")
orders.writeStream.option("checkpointLocation", dbutils.widgets.get("out") + "/_chk").toTable("shop.orders_out2")
orders.writeStream.option("checkpointLocation", fallback + "/a").toTable("shop.spare_a")
orders.writeStream.option("checkpointLocation", sys.env.getOrElse("SPARE_ROOT", "/tmp") + "/a").toTable("shop.spare_b")
