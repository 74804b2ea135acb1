# expect: none
# More ways a class attribute or a base method's `self` stops being certain: a tuple target or a
# conditional in the class body, a for target, object.__setattr__, a nested or generic subclass
# that overrides it, and text this reading does not decode (\N{...}, a set's order, f"{x=}").
import sys
from typing import Generic, TypeVar

T = TypeVar("T")


class Tuple:
    L, M = "/chk/a", 1
    L, M = "/chk/t", 2


class Conditional:
    L = "/chk/a"
    if len(sys.argv) > 1:
        L = sys.argv[1]


class Looped:
    L = "/chk/a"


for Looped.L in sys.argv[1:]:
    pass


class Frozen:
    L = "/chk/a"

    def __init__(self):
        object.__setattr__(self, "L", sys.argv[2])


class Base(Generic[T]):
    PATH = "/chk/a"

    def run(self):
        return spark.readStream.table("bronze.base").writeStream.option("checkpointLocation", self.PATH).toTable("silver.base")


class Outer:
    class Derived(Base[int]):
        PATH = "/chk/derived"


root = "/chk"
spark.readStream.table("bronze.a").writeStream.option("checkpointLocation", "/chk/a").toTable("silver.a")
spark.readStream.table("bronze.b").writeStream.option("checkpointLocation", Tuple.L).toTable("silver.b")
spark.readStream.table("bronze.c").writeStream.option("checkpointLocation", Conditional.L).toTable("silver.c")
spark.readStream.table("bronze.d").writeStream.option("checkpointLocation", Looped.L).toTable("silver.d")
spark.readStream.table("bronze.e").writeStream.option("checkpointLocation", Frozen().L).toTable("silver.e")
spark.readStream.table("bronze.f").writeStream.option("checkpointLocation", "/".join({"/chk", "a"})).toTable("silver.f")
spark.readStream.table("bronze.g").writeStream.option("checkpointLocation", f"{root=}/a").toTable("silver.g")
spark.readStream.table("bronze.h").writeStream.option("checkpointLocation", "%s/a" % [root]).toTable("silver.h")
