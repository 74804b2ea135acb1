# A step between the entry and the writer: its function is called from orders_job.py only.
from jobs.sinks import to_console


def preview(df):
    return to_console(df.select("value"))
