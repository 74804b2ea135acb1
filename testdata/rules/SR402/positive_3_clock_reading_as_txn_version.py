# expect: SR402 line 8, SR402 line 9
# A clock reading as txnVersion is new on every retry: Delta writes a retried batch again.
import time
from datetime import datetime

def write(df, batch_id):
    version = int(time.time() * 1000)
    df.write.format("delta").mode("append").option("txnAppId", "a").option("txnVersion", version).saveAsTable("t1")
    df.write.format("delta").mode("append").option("txnAppId", "b").option("txnVersion", int(datetime.now().timestamp())).saveAsTable("t2")
    df.write.format("delta").mode("append").option("txnAppId", "c").option("txnVersion", batch_id).saveAsTable("t3")

spark.readStream.table("src").writeStream.foreachBatch(write).option("checkpointLocation", "/chk").start()
