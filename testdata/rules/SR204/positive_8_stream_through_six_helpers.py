# expect: SR204 line 27
# A stream handed up through six layers of helpers (and a decorator's wrapper) is still a stream.
import functools


def logged(f):
    @functools.wraps(f)
    def wrapper(*args, **kwargs):
        return f(*args, **kwargs)
    return wrapper


def base(spark): return spark.readStream.table("bronze.events")
def parsed(spark): return base(spark).select("id", "payload")
def typed(spark): return parsed(spark).withColumn("kind", parsed(spark).payload.kind)
def cleaned(spark): return typed(spark).filter("id IS NOT NULL")


@logged
def enriched(spark):
    return cleaned(spark)


def events(spark): return enriched(spark)


events(spark).dropDuplicates(["id"]).writeStream.option("checkpointLocation", "/c/e").toTable("silver.events")
