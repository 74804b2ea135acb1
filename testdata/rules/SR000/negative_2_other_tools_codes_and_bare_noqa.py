# expect: none
# Codes of other linters are theirs to judge; a bare noqa names no code of ours.
import os, sys  # noqa: E401
q = (spark.readStream.table("raw.events").writeStream.option("checkpointLocation", "/chk/events")
     .trigger(once=True).toTable("bronze.events"))  # noqa
