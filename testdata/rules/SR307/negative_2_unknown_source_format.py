# expect: none
import os

SOURCE_FORMAT = os.environ.get("SOURCE_FORMAT", "kafka")


def read(session, fmt):
    # The format is only known at run time: no verdict on which limits apply.
    return session.readStream.format(fmt).option("maxOffsetsPerTrigger", 1000).load()


read(spark, SOURCE_FORMAT)
