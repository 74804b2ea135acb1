import com.typesafe.config.ConfigFactory
import org.apache.spark.sql.SparkSession

object RollupDaily {
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder.getOrCreate()
    val config = ConfigFactory.load()
    spark.readStream.table("fin.bronze.ledger")
      .writeStream
      .option("checkpointLocation", config.getString("rollup.checkpoint"))
      .toTable("fin.gold.rollup_daily")
  }
}
