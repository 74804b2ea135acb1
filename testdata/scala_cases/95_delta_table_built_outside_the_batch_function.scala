// config: compute=classic
// expect: SR403 line 15
// A DeltaTable holds the session it was made with: built outside the foreachBatch function from the
// driver's session (through `import io.delta.tables._`), it goes with the function and fails to
// serialise on serverless and standard access mode. The second function builds its own from the
// micro-batch's session.
import io.delta.tables._
import org.apache.spark.sql.{DataFrame, SparkSession}

object Upserts {
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder.getOrCreate()
    val target = DeltaTable.forName(spark, "silver.customers")
    def upsert(batch: DataFrame, id: Long): Unit = {
      target.as("t").merge(batch.as("s"), "t.id = s.id").whenMatched().updateAll().execute()
    }
    def upsertOwn(batch: DataFrame, id: Long): Unit = {
      val own = DeltaTable.forName(batch.sparkSession, "silver.customers")
      own.as("t").merge(batch.as("s"), "t.id = s.id").whenMatched().updateAll().execute()
    }
    spark.readStream.table("bronze.customers").writeStream.foreachBatch(upsert _)
      .option("checkpointLocation", "/chk/upsert").start()
    spark.readStream.table("bronze.customers").writeStream.foreachBatch(upsertOwn _)
      .option("checkpointLocation", "/chk/upsert_own").start()
  }
}
