# expect: none
# Python passes references: a helper that fills the caller's dict, or configures the caller's
# writer, changes the caller's object; so does a second name for the same dict in a function.


def add_checkpoint(options, name):
    options["checkpointLocation"] = f"/chk/{name}"


def configure(writer, name):
    writer.option("checkpointLocation", f"/chk/{name}")


def with_alias(source):
    opts = {"mergeSchema": "true"}
    same = opts
    same.setdefault("checkpointLocation", "/chk/" + source)
    spark.readStream.table(source).writeStream.options(**opts).toTable("s." + source)


orders_opts = {"mergeSchema": "true"}
add_checkpoint(orders_opts, "orders")
spark.readStream.table("raw.orders").writeStream.options(**orders_opts).toTable("s.orders")

writer = spark.readStream.table("raw.items").writeStream.format("delta")
configure(writer=writer, name="items")
writer.toTable("s.items")

with_alias("raw.users")
