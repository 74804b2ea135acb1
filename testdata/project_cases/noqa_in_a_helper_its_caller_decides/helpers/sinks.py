"""Sinks the jobs share."""


def write_events(df):
    # Checked alone this query has no checkpoint; the jobs set the session's root.
    return df.writeStream.format("delta").toTable("silver.events")  # noqa: SR101


def write_audit(df):
    return df.writeStream.option("checkpointLocation", "/chk/audit").toTable("silver.audit")  # noqa: SR101
