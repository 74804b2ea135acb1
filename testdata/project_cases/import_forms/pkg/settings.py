__all__ = ["CHECKPOINT_ROOT", "ORDERS_TABLE"]

CHECKPOINT_ROOT = "/Volumes/main/ops/chk"
ORDERS_TABLE = "main.raw.orders"
NOT_EXPORTED = "/Volumes/main/ops/chk/orders"  # the same path, but never imported
