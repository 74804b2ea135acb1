CHK = "/chk/orders"


def start(df):
    return df.writeStream.option("checkpointLocation", CHK).toTable("orders")
