from .source import events
from .dedup import latest_per_key
from .sink import to_parquet
