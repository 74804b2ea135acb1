package a
import org.apache.spark.sql.DataFrame
object Writer {
  def console(sdf: DataFrame, name: String) =
    sdf.writeStream.queryName(name).format("console").start()
}
