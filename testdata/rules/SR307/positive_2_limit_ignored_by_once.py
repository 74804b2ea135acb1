# expect: SR307 line 3, SR301 line 13
LIMITS = {
    "maxFilesPerTrigger": "200",
}

invoices = (spark.readStream.format("json")
            .schema("id STRING, amount DOUBLE")
            .options(**LIMITS)
            .load("/Volumes/billing/landing/invoices"))

(invoices.writeStream
    .option("checkpointLocation", "/Volumes/billing/chk/invoices")
    .trigger(once=True)
    .toTable("billing.bronze_invoices"))
