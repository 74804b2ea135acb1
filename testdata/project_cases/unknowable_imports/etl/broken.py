# The first statement parses; the function after it does not.
GOOD_PATH = "/Volumes/ops/chk/shared"


def unfinished(:
    return spark.readStream.table(
