# expect: none
# A MERGE or INSERT over a batch (a foreachBatch micro-batch's view, a table, a batch view, values)
# is a batch statement over batch data.
games = spark.readStream.table("nba.raw_games")
games.createOrReplaceTempView("live_games")


def upsert(batch_df, batch_id):
    batch_df.createOrReplaceTempView("updates_df")
    batch_df.sparkSession.sql("""
        MERGE INTO nba.fact_game_results t USING updates_df u ON t.game_id = u.game_id
        WHEN MATCHED THEN UPDATE SET * WHEN NOT MATCHED THEN INSERT *
    """)


games.writeStream.foreachBatch(upsert).option("checkpointLocation", "/chk/games").start()

spark.read.table("nba.schedule").createOrReplaceTempView("schedule")
spark.sql("MERGE INTO nba.teams t USING schedule s ON t.team = s.team WHEN NOT MATCHED THEN INSERT *")
spark.sql("MERGE INTO nba.teams t USING nba.raw_teams s ON t.team = s.team WHEN NOT MATCHED THEN INSERT *")
spark.sql("INSERT INTO nba.teams VALUES ('live_games', 1)")
spark.sql("INSERT INTO nba.teams SELECT team, count(*) FROM schedule GROUP BY team")
