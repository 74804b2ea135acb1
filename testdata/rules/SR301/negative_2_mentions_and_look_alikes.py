# expect: none
"""Operators once used `.trigger(once=True)`; see the runbook."""


class Scheduler:
    def trigger(self, once=False, availableNow=False):
        return once or availableNow


RUNBOOK = "writeStream.trigger(once=True) was replaced by availableNow"
# stream.writeStream.trigger(once=True).start()
Scheduler().trigger(once=True)
jobs = {"nightly": Scheduler()}
jobs["nightly"].trigger(once=True)
