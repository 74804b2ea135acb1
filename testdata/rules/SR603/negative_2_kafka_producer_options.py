# expect: none
from kafka import KafkaConsumer

consumer = KafkaConsumer("events", group_id="batch-tool", auto_offset_reset="earliest")
conf = {"group.id": "tool", "auto.offset.reset": "earliest"}
