# expect: none
BASE = "/Volumes/crm/ops/checkpoints"


def mirror(source_table: str, target_table: str):
    return (spark.readStream.table(source_table)
            .writeStream
            .option("checkpointLocation", f"{BASE}/{target_table}")
            .toTable(target_table))


mirror("crm.bronze_contacts", "crm.silver_contacts")
mirror("crm.bronze_accounts", "crm.silver_accounts")

for attempt in range(3):
    # A retry loop re-runs one query site: one checkpoint, never two queries at once.
    q = spark.readStream.table("crm.bronze_events").writeStream.option(
        "checkpointLocation", f"{BASE}/events").toTable("crm.silver_events")
