# config: serverless=true
# expect: SR305 line 4
exports = (spark.readStream.schema("id STRING, payload STRING")
           .json("/Volumes/partner/landing/exports"))
exports.writeStream.option("checkpointLocation", "/Volumes/partner/chk/exports").trigger(
    availableNow=True).toTable("partner.bronze_exports")
