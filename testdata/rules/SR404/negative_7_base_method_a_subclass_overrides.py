# expect: none
# A base class's method run on its own does not know which class `self` is: the subclass below
# loads a batch table, so `self.load()` in report() is not known to be a stream. A call on a known
# instance (`Job().report()`) is checked with that instance's methods.
class Job:
    def load(self):
        return spark.readStream.table("bronze.events")

    def report(self):
        self.load().orderBy("ts").write.saveAsTable("gold.report")


class BatchJob(Job):
    def load(self):
        return spark.read.table("bronze.events")


BatchJob().report()
