// expect: SR301 line 16, SR302 line 21, SR101 line 27
// A writer folded over options that are not known (`options.foldLeft(df.writeStream)(...)`, as
// sink frameworks build theirs) keeps its format and the trigger set after: Trigger.Once() and
// Trigger.Continuous(...) are reported. Its options may hold the checkpoint: no SR101. An
// Option's fold (`name.fold(writer)(n => writer.queryName(n))`) is the writer either way: no
// option names a checkpoint on either path (SR101, a warning on the console sink).
package sinks

import org.apache.spark.sql.DataFrame
import org.apache.spark.sql.streaming.Trigger

object DeltaStreamWriter {
  def once(df: DataFrame, options: Map[String, String]): Unit = {
    val writer = options.foldLeft(df.writeStream.format("delta"))((w, o) => w.option(o._1, o._2))
    writer
      .trigger(Trigger.Once())
      .start("/out/once")
  }

  def continuous(df: DataFrame, options: Map[String, String]): Unit = {
    options.foldLeft(df.writeStream.format("kafka"))((w, o) => w.option(o._1, o._2)).trigger(Trigger.Continuous("1 second"))
      .start()
  }

  def named(df: DataFrame, name: Option[String]): Unit = {
    val writer = df.writeStream.format("console")
    name.fold(writer)(n => writer.queryName(n)).start()
  }
}
