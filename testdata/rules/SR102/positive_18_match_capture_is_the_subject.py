# expect: SR102 line 9, SR102 line 15
# A capture pattern around the whole subject (`case path`, `case str() as path`) is the subject.
CHECKPOINT = "/chk/shared"


def bronze():
    match CHECKPOINT:
        case path:
            spark.readStream.table("raw.a").writeStream.option("checkpointLocation", path).toTable("bronze.a")


def silver():
    match CHECKPOINT:
        case str() as path:
            spark.readStream.table("bronze.a").writeStream.option("checkpointLocation", path).toTable("silver.a")
