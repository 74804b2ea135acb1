package com.shop.common

import org.apache.spark.sql.DataFrame

class JdbcSink(url: String, table: String) {
  def write(batch: DataFrame, batchId: Long): Unit = {
    batch.write.format("jdbc").option("url", url).option("dbtable", table).mode("append").save()
  }
}
