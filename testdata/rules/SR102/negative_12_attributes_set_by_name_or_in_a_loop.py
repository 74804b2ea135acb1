# expect: none
# __init__ sets attributes by a name it computes (setattr in a loop, __dict__.update): the default
# it stored first may be replaced, so the two jobs' paths are unknown.
class Job:
    def __init__(self, name, **overrides):
        self.name = name
        self.ckpt = "/chk/default"
        for key, value in overrides.items():
            setattr(self, key, value)

    def run(self):
        return spark.readStream.table("raw").writeStream.option("checkpointLocation", self.ckpt).toTable(self.name)


class Other:
    def __init__(self, name, **kw):
        self.name = name
        self.ckpt = "/chk/other"
        self.__dict__.update(kw)

    def run(self):
        return spark.readStream.table("raw").writeStream.option("checkpointLocation", self.ckpt).toTable(self.name)


Job("a").run()
Job("b", ckpt="/chk/b").run()
Other("c").run()
Other("d", ckpt="/chk/d").run()
