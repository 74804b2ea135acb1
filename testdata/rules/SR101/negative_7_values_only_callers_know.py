# expect: none
# What the model cannot know stays unknown: a parameter's default in a function no statement here
# calls (its callers are elsewhere), a module constant a function rebinds through `global`, a list
# that grows with append, and a dict an instance's __init__ changes in place.
import argparse

CHECKPOINT = None
PATHS = []


def write(df, table, checkpoint=None):
    w = df.writeStream.format("delta")
    if checkpoint:
        w = w.option("checkpointLocation", checkpoint)
    return w.toTable(table)


def start():
    w = spark.readStream.table("raw.a").writeStream.format("delta")
    if CHECKPOINT:
        w = w.option("checkpointLocation", CHECKPOINT)
    w.toTable("s.a")
    v = spark.readStream.table("raw.b").writeStream.format("delta")
    if PATHS:
        v = v.option("checkpointLocation", PATHS[0])
    v.toTable("s.b")


class Job:
    def __init__(self, name, checkpoint):
        self.name = name
        self.write_options = {"mergeSchema": "true"}
        self.write_options["checkpointLocation"] = checkpoint

    def run(self):
        return spark.readStream.table("raw.c").writeStream.options(**self.write_options).toTable(self.name)


def main():
    global CHECKPOINT
    args = argparse.ArgumentParser().parse_args()
    CHECKPOINT = args.checkpoint
    PATHS.append(args.checkpoint)
    start()
    Job("s.c", "/chk/c").run()


main()
