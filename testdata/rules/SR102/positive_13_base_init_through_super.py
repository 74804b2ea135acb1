# expect: SR102 line 13
# Jobs store their checkpoint through the base class's __init__ (super(), the two-argument form,
# or Base.__init__(self, ...)); two of them pass the same path. The source is a @property.


class BaseJob:
    def __init__(self, name, checkpoint):
        self.name = name
        self.checkpoint = checkpoint

    def run(self):
        self.source.writeStream.format("delta") \
            .option("checkpointLocation", self.checkpoint).toTable(f"silver.{self.name}")

    @property
    def source(self):
        return spark.readStream.table(f"bronze.{self.name}")


class Orders(BaseJob):
    def __init__(self):
        super().__init__("orders", "/chk/shared")


class Returns(BaseJob):
    def __init__(self):
        BaseJob.__init__(self, "returns", "/chk/shared")


class Users(BaseJob):
    def __init__(self):
        super(Users, self).__init__("users", "/chk/users")

    def run(self):
        super().run()


Orders().run()
Returns().run()
Users().run()
