// config: dbr=17.3
// expect: SR502 line 9
// Scala's `false` given to the builder: the fix writes Scala's `true` (Python's `True` would not
// compile).
import org.apache.spark.sql.SparkSession

object Sessions {
  val spark = SparkSession.builder
    .config("spark.sql.streaming.stateStore.rocksdb.changelogCheckpointing.enabled", false)
    .getOrCreate()
}
