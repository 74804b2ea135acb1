# expect: SR102 line 11, SR102 line 15
# __init__ builds one attribute from another it stored before: both jobs write /chk/orders/v1.
class Cfg:
    def __init__(self, table):
        self.table = table
        self.checkpoint = f"/chk/{table}"
        self.path = self.checkpoint + "/v1"

    def start(self):
        return (spark.readStream.table("raw").writeStream
                .option("checkpointLocation", self.path).toTable(self.table))


Cfg("orders").start()
spark.readStream.table("raw2").writeStream.option("checkpointLocation", "/chk/orders/v1").toTable("t2")
