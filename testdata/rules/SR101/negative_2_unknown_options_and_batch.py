# expect: none
import json
import sys

WRITER_OPTIONS = json.loads(sys.argv[1])


def start(df, table, options):
    # The options come from the caller at run time: the checkpoint may be among them.
    return df.writeStream.options(**options).toTable(table)


start(spark.readStream.table("raw.events"), "silver.events", WRITER_OPTIONS)

# Batch writes never need a checkpoint.
spark.read.table("raw.events").write.mode("append").saveAsTable("silver.events_snapshot")
