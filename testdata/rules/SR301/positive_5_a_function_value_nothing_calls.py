# expect: SR301 line 6, SR301 line 13
# A writer kept as a function value (a lambda bound to a name) that nothing in the file calls is
# checked as an uncalled def is: its query's trigger is SR301 whoever calls it later.
to_bronze = lambda df: (
    df.writeStream.option("checkpointLocation", "/chk/bronze")
    .trigger(once=True)
    .toTable("bronze.events")
)


def to_silver(df):
    return (df.writeStream.option("checkpointLocation", "/chk/silver")
            .trigger(once=True).toTable("silver.events"))
