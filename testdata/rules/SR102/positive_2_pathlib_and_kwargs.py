# expect: SR102 line 12, SR102 line 16
from pathlib import Path

CHK = Path("/Volumes/iot/ops/checkpoints")

readings = spark.readStream.format("kafka").option("subscribe", "readings").load()
alerts = readings.where("value > 100")


def start_all():
    readings.writeStream.format("delta").start(
        "/Volumes/iot/raw/readings", checkpointLocation=str(CHK / "readings"))
    return (alerts.writeStream
            .format("kafka")
            .option("topic", "alerts")
            .option("checkpointLocation", str(CHK / "readings"))
            .start())
