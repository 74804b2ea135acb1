// expect: SR102 line 13, SR102 line 34
// A trait's member declared without a value (`def checkpoint: String`) is each object's own: the
// trait's method reads what the object it is called on gives. CopyA and CopyB write two
// checkpoints; CopyC gives CopyA's again (SR102 at the trait's key). A member the trait gives a
// value and no object overrides is one value for all: the audits share it.
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
object CopyC extends Copier {
  val source = "raw.c"
  val checkpoint = "/chk/copier/a"
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
    CopyC.run(spark)
    AuditA.audit(spark, "raw.a")
    AuditB.audit(spark, "raw.b")
  }
}
