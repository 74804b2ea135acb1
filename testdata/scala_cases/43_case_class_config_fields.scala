// expect: SR102 line 13, SR102 line 23, SR102 line 24
// A case class holds a job's configuration: each instance's fields are its constructor's
// arguments, a default where none is given. Two instances left on the default share it.
import org.apache.spark.sql.SparkSession
import org.apache.spark.sql.streaming.Trigger

object Ingest {
  case class Cfg(table: String, checkpoint: String = "/chk/ingest", trigger: String = "1 minute")

  def start(spark: SparkSession, cfg: Cfg): Unit =
    spark.readStream.table(cfg.table)
      .writeStream
      .option("checkpointLocation", cfg.checkpoint)
      .trigger(Trigger.ProcessingTime(cfg.trigger))
      .toTable(s"${cfg.table}_silver")

  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder.getOrCreate()
    start(spark, Cfg("orders"))
    start(spark, new Cfg(table = "payments"))
    val audit = Cfg("audit", checkpoint = "/chk/audit")
    val copyOfAudit = Cfg("audit_copy", "/chk/audit")
    spark.readStream.table(audit.table).writeStream.option("checkpointLocation", audit.checkpoint).toTable("a1")
    spark.readStream.table(copyOfAudit.table).writeStream.option("checkpointLocation", copyOfAudit.checkpoint).toTable("a2")
  }
}
