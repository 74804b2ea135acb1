# config: dbr=17.3
# expect: none
from pyspark.sql import functions as F

payments = spark.readStream.table("fin.bronze.payments").withWatermark("paid_at", "30 minutes")
invoices = spark.readStream.table("fin.bronze.invoices").withWatermark("issued_at", "2 hours")
# Qualified column names through aliases.
p, i = payments.alias("p"), invoices.alias("i")
matched = i.join(p, (F.col("p.invoice_id") == F.col("i.invoice_id")) &
                 F.col("p.paid_at").between(F.col("i.issued_at"), F.col("i.issued_at") + F.expr("INTERVAL 1 DAY")),
                 "left_outer")
(matched.writeStream
    .option("checkpointLocation", "/Volumes/fin/ops/chk/matched")
    .toTable("fin.silver.matched"))
# A list of conditions, all of which must hold.
listed = invoices.join(payments, [invoices.invoice_id == payments.invoice_id,
                                  payments.paid_at >= invoices.issued_at,
                                  payments.paid_at <= invoices.issued_at + F.expr("INTERVAL 1 DAY")], "leftouter")
(listed.writeStream
    .option("checkpointLocation", "/Volumes/fin/ops/chk/listed")
    .toTable("fin.silver.listed"))
# An equality combined with a SQL range.
combined = invoices.join(payments, (invoices.invoice_id == payments.invoice_id) &
                         F.expr("paid_at BETWEEN issued_at AND issued_at + INTERVAL 1 DAY"), "leftOuter")
(combined.writeStream
    .option("checkpointLocation", "/Volumes/fin/ops/chk/combined")
    .toTable("fin.silver.combined"))
