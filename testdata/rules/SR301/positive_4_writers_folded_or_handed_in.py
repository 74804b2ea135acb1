# expect: SR301 line 13, SR301 line 18, SR301 line 26
# A writer whose options are folded in from a dict we cannot see keeps what it was built with, and
# the trigger set after; a parameter annotated DataStreamWriter is a writer whatever the caller
# hands. Neither is SR101: the folded options, or the caller's, may name the checkpoint.
from functools import reduce
from typing import Optional

from pyspark.sql.streaming import DataStreamWriter


def write(df, options):
    w = reduce(lambda acc, kv: acc.option(kv[0], kv[1]), options.items(), df.writeStream.format("delta"))
    return w.trigger(once=True).start("/out/events")


def start_once(writer: DataStreamWriter, path):
    # The caller's writer.
    return writer.trigger(once=True).start(path)


def start_now(writer: "pyspark.sql.streaming.DataStreamWriter"):
    return writer.trigger(availableNow=True).start()


def start_maybe(writer: Optional[DataStreamWriter] = None):
    return writer.trigger(once=True).start()
