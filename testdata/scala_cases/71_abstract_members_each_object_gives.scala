// expect: SR102 line 29
// A trait's member declared without a value (`def checkpoint: String`) is each object's own: the
// copiers below write two checkpoints (no SR102). A member the trait gives a value and no object
// overrides is one value for all: the audits share it.
import org.apache.spark.sql.SparkSession

trait Copier {
  def source: String
  def checkpoint: String
  def run(spark: SparkSession): Unit =
    spark.readStream.table(source).writeStream
      .option("checkpointLocation", checkpoint)
      .toTable(source + "_copy")
}

object CopyA extends Copier {
  val source = "raw.a"
  val checkpoint = "/chk/copier/a"
}
object CopyB extends Copier {
  val source = "raw.b"
  def checkpoint: String = "/chk/copier/b"
}

trait Audit {
  val auditCheckpoint = "/chk/audit"
  def audit(spark: SparkSession, table: String): Unit =
    spark.readStream.table(table).writeStream
      .option("checkpointLocation", auditCheckpoint)
      .toTable(table + "_audit")
}
object AuditA extends Audit
object AuditB extends Audit

object CopyMain {
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder.getOrCreate()
    CopyA.run(spark)
    CopyB.run(spark)
    AuditA.audit(spark, "raw.a")
    AuditB.audit(spark, "raw.b")
  }
}
