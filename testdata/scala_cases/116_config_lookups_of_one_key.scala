// expect: SR102 line 13, SR102 line 14, SR102 line 16, SR102 line 17
// Typesafe config's `config.getString("app.chk")` and the JVM's `System.getenv("CHK")` give one
// value wherever the same key is read: two queries built with it share a checkpoint. Another key
// (`app.chk2`) may differ.
import com.typesafe.config.ConfigFactory
import org.apache.spark.sql.SparkSession

object Mirrors {
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder.getOrCreate()
    val config = ConfigFactory.load()
    val orders = spark.readStream.table("shop.orders")
    orders.writeStream.option("checkpointLocation", config.getString("app.chk")).toTable("shop.orders_a")
    orders.writeStream.option("checkpointLocation", config.getString("app.chk")).toTable("shop.orders_b")
    orders.writeStream.option("checkpointLocation", config.getString("app.chk2")).toTable("shop.orders_c")
    orders.writeStream.option("checkpointLocation", System.getenv("CHK") + "/orders").toTable("shop.orders_d")
    orders.writeStream.option("checkpointLocation", System.getenv("CHK") + "/orders").toTable("shop.orders_e")
  }
}
