// expect: SR301 line 13, SR102 line 18, SR102 line 22
// fix: SR301 -> Trigger.AvailableNow()
// A temp view this file does not register (a Python cell of the notebook, or a job run before this
// one, registered it) written with writeStream is a stream, read with spark.table or spark.sql: its
// query's trigger and checkpoint are checked. A catalog table's name (`main.ref.users`) is a batch read.
import org.apache.spark.sql.SparkSession
import org.apache.spark.sql.streaming.Trigger

object PayrollSilver {
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder.getOrCreate()
    spark.table("payroll_clean").writeStream
      .trigger(Trigger.Once())
      .option("checkpointLocation", "/chk/payroll/silver")
      .toTable("hr.silver.payroll")
    spark.sql("SELECT employee, amount FROM payroll_clean WHERE amount > 0")
      .writeStream
      .option("checkpointLocation", "/chk/payroll/shared")
      .toTable("hr.silver.payroll_positive")
    spark.table("global_temp.payroll_audit")
      .writeStream
      .option("checkpointLocation", "/chk/payroll/shared")
      .toTable("hr.silver.payroll_audit")
    spark.table("main.ref.users").write.mode("overwrite").saveAsTable("main.ref.users_copy")
  }
}
