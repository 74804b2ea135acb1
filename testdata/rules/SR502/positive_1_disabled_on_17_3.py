# config: dbr=17.3
# expect: SR502 line 3
spark.conf.set("spark.sql.streaming.stateStore.rocksdb.changelogCheckpointing.enabled", "false")
