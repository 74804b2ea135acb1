// expect: SR401 line 14
// A DeltaTable MERGE whose update adds to the target's own value is no upsert: a retried
// micro-batch adds again. The one that sets values from the source is idempotent.
import io.delta.tables.DeltaTable
import org.apache.spark.sql.{DataFrame, SparkSession}

object Counts {
  def mergeCounts(batch: DataFrame, id: Long): Unit = {
    DeltaTable.forName(batch.sparkSession, "gold.counts").as("t")
      .merge(batch.as("s"), "t.k = s.k")
      .whenMatched().updateExpr(Map("n" -> "t.n + s.n"))
      .whenNotMatched()
      .insertAll()
      .execute()
  }

  def upsert(batch: DataFrame, id: Long): Unit = {
    DeltaTable.forName(batch.sparkSession, "gold.latest").as("t")
      .merge(batch.as("s"), "t.k = s.k")
      .whenMatched().updateExpr(Map("n" -> "s.n"))
      .whenNotMatched().insertAll()
      .execute()
  }

  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder().getOrCreate()
    spark.readStream.table("ops.a").writeStream.foreachBatch(mergeCounts _).option("checkpointLocation", "/chk/sm1").start()
    spark.readStream.table("ops.b").writeStream.foreachBatch(upsert _).option("checkpointLocation", "/chk/sm2").start()
  }
}
