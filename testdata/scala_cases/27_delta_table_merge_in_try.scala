// expect: SR407 line 23
// A MERGE built with io.delta.tables.DeltaTable and executed inside a foreachBatch method's try:
// the catch logs and goes on (SR407). The retried MERGE after it rethrows: no finding.
import io.delta.tables.DeltaTable
import org.apache.spark.sql.{DataFrame, SparkSession}

object CustomerUpserts {
  def upsert(batch: DataFrame, batchId: Long): Unit = {
    try {
      DeltaTable.forName(batch.sparkSession, "shop.customers").as("t")
        .merge(batch.as("s"), "t.id = s.id")
        .whenMatched().updateAll()
        .whenNotMatched().insertAll()
        .execute()
    } catch {
      case e: IllegalStateException =>
        println(s"conflict in batch $batchId: ${e.getMessage}")
        throw e
    }
    try {
      DeltaTable.forPath(batch.sparkSession, "/Volumes/shop/tables/audit").delete("expired = true")
    } catch {
      case e: Exception => println(s"purge failed: ${e.getMessage}")
    }
  }

  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder().getOrCreate()
    spark.readStream.table("shop.customer_updates")
      .writeStream
      .foreachBatch(upsert _)
      .option("checkpointLocation", "/Volumes/shop/chk/customers")
      .start()
  }
}
