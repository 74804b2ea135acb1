from common.settings import AUDIT_SINK, CHECKPOINTS


def start_audit(df, table):
    return df.writeStream.options(**AUDIT_SINK).toTable(table)


def start_metrics(df):
    return (df.writeStream
            .option("checkpointLocation", CHECKPOINTS + "/metrics")
            .toTable("ops.metrics"))
