# expect: none
# A function fills the module's options dict in place (no `global` needed to change a dict): the
# checkpoint is there when the query starts.
WRITE_OPTS = {"mergeSchema": "true"}


def configure(name):
    WRITE_OPTS["checkpointLocation"] = f"/chk/{name}"
    WRITE_OPTS.update({"optimizeWrite": "true"})


def main():
    configure("orders")
    spark.readStream.table("raw.orders").writeStream.format("delta").options(**WRITE_OPTS).toTable("s.orders")


main()
