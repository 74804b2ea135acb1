// expect: SR301 line 12, SR101 line 13, SR301 line 19
// A writer kept as a function value (`val toConsole: DataFrame => StreamingQuery = { df => ... }`)
// that nothing in the file calls is checked as an uncalled method is: its trigger is SR301 and the
// console query without a checkpoint SR101, whoever calls it later. A function value some code
// calls is checked where that code runs it, once.
import org.apache.spark.sql.DataFrame
import org.apache.spark.sql.streaming.{StreamingQuery, Trigger}

object Writers {
  val toConsole: DataFrame => StreamingQuery = { df =>
    df.writeStream.format("console")
      .trigger(Trigger.Once())
      .start()
  }

  val toDelta: DataFrame => StreamingQuery = { df =>
    df.writeStream.format("delta")
      .option("checkpointLocation", "/chk/writers/delta")
      .trigger(Trigger.Once())
      .start("/out/writers/delta")
  }

  def main(args: Array[String]): Unit =
    toDelta(spark.readStream.table("events"))
}
