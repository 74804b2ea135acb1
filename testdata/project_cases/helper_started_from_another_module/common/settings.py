CHECKPOINTS = "/Volumes/ops/stream/checkpoints"

AUDIT_SINK = {
    "checkpointLocation": f"{CHECKPOINTS}/audit",
    "mergeSchema": "true",
}
