# etl.a and etl.b import each other: names on the cycle are unknown to each other.
from etl.b import B_PATH

A_PATH = "/Volumes/ops/chk/shared"


def a_path():
    return B_PATH
