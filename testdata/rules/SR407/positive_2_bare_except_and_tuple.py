# expect: SR407 line 9, SR407 line 16
def append(df, batch_id):
    try:
        (df.write.format("delta").mode("append")
            .option("txnAppId", "ledger").option("txnVersion", batch_id)
            .saveAsTable("ledger"))
    except ValueError:
        raise
    except:
        pass


def save(df, batch_id):
    try:
        df.write.mode("overwrite").saveAsTable("latest")
    except (KeyError, BaseException):
        print("failed")


q = spark.readStream.table("s").writeStream.foreachBatch(append).option("checkpointLocation", "/chk/a").start()
r = spark.readStream.table("s").writeStream.foreachBatch(save).option("checkpointLocation", "/chk/b").start()
