#!/usr/bin/env python3
"""A Python file of N streaming queries with two findings each (SR101 no checkpoint, SR301 Trigger.Once):
a document whose every edit replaces thousands of diagnostics. Usage: bench/gen_findings_file.py N"""
import sys

print("from pyspark.sql import SparkSession\n\nspark = SparkSession.builder.getOrCreate()")
for i in range(int(sys.argv[1])):
    print(f'q{i} = spark.readStream.format("rate").load().writeStream.trigger(once=True).start()')
