# expect: none
# Each job passes its own checkpoint through super().__init__; a property setter is not the value.


class BaseJob:
    def __init__(self, name):
        self.name = name
        self._checkpoint = f"/chk/{name}"

    @property
    def checkpoint(self):
        return self._checkpoint

    @checkpoint.setter
    def checkpoint(self, value):
        raise AttributeError("read only")

    def run(self):
        spark.readStream.table(f"bronze.{self.name}").writeStream \
            .option("checkpointLocation", self.checkpoint).toTable(f"silver.{self.name}")


class Orders(BaseJob):
    def __init__(self):
        super().__init__("orders")


class Returns(BaseJob):
    def __init__(self):
        super().__init__("returns")


Orders().run()
Returns().run()
