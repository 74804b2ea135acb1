# expect: SR102 line 7, SR102 line 8
# An attribute of one binding (the parsed arguments) is one value wherever it is read.
import argparse
parser = argparse.ArgumentParser()
parser.add_argument("--checkpoint")
args = parser.parse_args()
spark.readStream.table("a").writeStream.option("checkpointLocation", args.checkpoint).toTable("a2")
spark.readStream.table("b").writeStream.option("checkpointLocation", args.checkpoint).toTable("b2")
spark.readStream.table("c").writeStream.option("checkpointLocation", args.checkpoint_c).toTable("c2")
