// expect: SR102 line 13, SR102 line 24
// An object's def whose body is `new C(...)` is a factory: what a call of it returns is an instance
// whose methods read what the factory gave the constructor (the object's constant, the factory's
// own parameter). The companion's apply is called as `DeltaSink()`, by name or through another
// def; two queries given one table name share the checkpoint built inside the class. Factories
// given other roots make other paths (the audit queries share nothing).
import org.apache.spark.sql.{DataFrame, Row, SparkSession}
import org.apache.spark.sql.streaming.{DataStreamWriter, Trigger}

class DeltaSink(root: String) {
  def writer(df: DataFrame, name: String): DataStreamWriter[Row] =
    df.writeStream
      .option("checkpointLocation", s"$root/$name")
      .trigger(Trigger.AvailableNow())
}

object DeltaSink {
  val Root = "/Volumes/sup/ops/checkpoints"
  def apply(): DeltaSink = new DeltaSink(Root)
  def forRoot(root: String): DeltaSink = new DeltaSink(root)
}

class Copier(table: String, root: String = "/Volumes/fin/ops/chk") {
  def start(df: DataFrame) = df.writeStream.option("checkpointLocation", s"$root/$table").toTable(table)
}

object Copiers {
  def of(table: String): Copier = {
    new Copier(table)
  }
}

object SupportTickets {
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder().getOrCreate()
    val tickets = spark.readStream.table("sup.bronze_tickets")
    val sink = DeltaSink()
    sink.writer(tickets, "tickets").toTable("sup.silver_tickets")
    DeltaSink.forRoot(DeltaSink.Root).writer(tickets.filter("p = 1"), "tickets").toTable("sup.silver_p1")
    DeltaSink.forRoot("/Volumes/sup/audit").writer(tickets, "audit").toTable("sup.audit_a")
    DeltaSink.forRoot("/Volumes/sup/audit_b").writer(tickets, "audit").toTable("sup.audit_b")

    val invoices = spark.readStream.table("fin.bronze_invoices")
    Copiers.of("fin.invoices").start(invoices)
    Copiers.of("fin.invoices").start(invoices.filter("amount > 0"))
    Copiers.of("fin.refunds").start(invoices)
  }
}
