import org.apache.spark.sql.SparkSession

object PaymentsLive {
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder.getOrCreate()
    val root = sys.env("CHK_ROOT")
    spark.readStream.table("fin.bronze.payments")
      .writeStream
      .option("checkpointLocation", s"$root/payments")
      .toTable("fin.silver.payments_live")
  }
}
