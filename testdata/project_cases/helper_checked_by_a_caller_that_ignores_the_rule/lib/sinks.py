def to_delta(df, table):
    return df.writeStream.format("delta").toTable(table)
