# expect: SR101 line 8, SR101 line 12
# A writer helper that forwards **options: the options a caller passes are known, and none of
# them is a checkpoint. A decorated helper may be called with other keywords: its **options is unknown.
import functools


def start(df, table, **options):
    return df.writeStream.options(**options).toTable(table)


def start_to(df, table, **options):
    return df.writeStream.toTable(table, **options)


def traced(f):
    @functools.wraps(f)
    def wrapper(*args, **kwargs):
        return f(*args, **kwargs)
    return wrapper


@traced
def start_path(df, path, **options):
    return df.writeStream.format("parquet").options(**options).start(path)


events = spark.readStream.table("bronze.events")
start(events, "silver.events", mergeSchema="true")
start_to(events, "silver.events2")
start_path(events, "/mnt/out/events", compression="zstd")
# The caller's checkpoint reaches the writer through **options: nothing to report.
start(events, "silver.events3", checkpointLocation="/Volumes/main/ops/chk/events3")
start_path(events, "/mnt/out/events4", **{"checkpointLocation": "/Volumes/main/ops/chk/events4"})
