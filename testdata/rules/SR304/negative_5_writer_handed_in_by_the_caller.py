# config: serverless=true
# expect: none
# A function given a DataStreamWriter starts what its caller built: the trigger (and output mode)
# are the caller's, which this file does not show. Neither SR304 nor SR306 guesses them.
from typing import Optional

from pyspark.sql.streaming import DataStreamWriter


def start(writer: DataStreamWriter, path: str):
    return writer.option("path", path).start()


def start_named(writer: Optional[DataStreamWriter], name: str):
    return writer.queryName(name).start()
