# expect: none
# A name a case pattern binds is that case's value: `p` in two functions is two values, as two
# parameters named alike are.
def bronze(chk):
    match chk:
        case [p]:
            spark.readStream.table("raw.a").writeStream.option("checkpointLocation", p).toTable("bronze.a")


def silver(chk):
    match chk:
        case {"checkpoint": p, **rest}:
            spark.readStream.table("bronze.a").writeStream.option("checkpointLocation", p).toTable("silver.a")
        case Config(checkpoint=p) as config:
            spark.readStream.table("bronze.b").writeStream.option("checkpointLocation", p).toTable("silver.b")
