// expect: SR102 line 13, SR102 line 28, SR102 line 38
// Each object the JVM starts is a job of its own, also when it inherits its main from a class it
// gives arguments (`object InvoicesGold extends GoldJob("invoices", ...)`). Jobs run in any order,
// maybe at once: one job's awaitTermination() does not keep its query from another job's. The two
// invoices jobs share one checkpoint (SR102 where the option is written, once for both);
// PaymentsGold's is its own. Backfill and Replay are two jobs with one literal path (SR102 at each).
import org.apache.spark.sql.SparkSession

abstract class GoldJob(entity: String, target: String) {
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder().getOrCreate()
    spark.readStream.table(s"erp.silver_$entity").writeStream
      .option("checkpointLocation", s"/Volumes/erp/ops/chk/gold_$entity")
      .toTable(target)
      .awaitTermination()
  }
}

object InvoicesGold extends GoldJob("invoices", "erp.gold_invoices")
object InvoicesFinanceGold extends GoldJob("invoices", "finance.gold_invoices")
object PaymentsGold extends GoldJob("payments", "erp.gold_payments")

object Backfill {
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder().getOrCreate()
    spark.readStream.table("erp.events").writeStream
      .trigger(org.apache.spark.sql.streaming.Trigger.AvailableNow())
      .option("checkpointLocation", "/Volumes/erp/ops/chk/events")
      .toTable("erp.events_copy")
      .awaitTermination()
  }
}

object Replay {
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder().getOrCreate()
    val first = spark.readStream.table("erp.events").writeStream
      .option("checkpointLocation", "/Volumes/erp/ops/chk/events").toTable("erp.events_replay")
    first.awaitTermination()
    // Awaited before the next start of the same job: one after the other, not shared.
    spark.readStream.table("erp.events").writeStream
      .option("checkpointLocation", "/Volumes/erp/ops/chk/replay_2").toTable("erp.events_replay_2")
  }
}
