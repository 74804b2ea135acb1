from .. import settings


def start_copy(df, table):
    return (df.writeStream
            .option("checkpointLocation", settings.CHECKPOINT_ROOT + "/" + table)
            .trigger(availableNow=True)
            .toTable("main.copy." + table))
