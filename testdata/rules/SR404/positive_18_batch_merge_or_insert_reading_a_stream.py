# expect: SR404 line 14, SR404 line 21, SR404 line 28, SR404 line 31, SR404 line 32, SR404 line 33
# A batch MERGE or INSERT run with spark.sql reads a temp view of a stream: Spark fails with "Queries
# with streaming sources must be executed with writeStream.start()", as df.write on the stream does.
from pyspark.sql.functions import col, from_json

games = (spark.readStream.format("kafka")
         .option("kafka.bootstrap.servers", "kafka:9092")
         .option("subscribe", "game_results")
         .load()
         .select(from_json(col("value").cast("string"), "game_id INT, season INT").alias("d"))
         .select("d.*"))
games.createOrReplaceTempView("updates_df")
spark.sql("""
    MERGE INTO nba.fact_game_results AS t
    USING updates_df AS u
    ON t.game_id = u.game_id AND t.season = u.season
    WHEN MATCHED THEN UPDATE SET *
    WHEN NOT MATCHED THEN INSERT *
""")
spark.sql("""
    MERGE INTO nba.latest AS t
    USING (SELECT game_id, max(season) AS season FROM updates_df GROUP BY game_id) AS u
    ON t.game_id = u.game_id
    WHEN MATCHED THEN UPDATE SET *
""")
spark.sql("""
    -- the latest season's games
    INSERT INTO nba.seasons (game_id, season)
    SELECT game_id, season FROM updates_df WHERE season > 2020
""")
spark.sql("INSERT INTO nba.games_by_team SELECT u.game_id, s.team FROM nba.schedule s JOIN updates_df u ON s.game_id = u.game_id")
spark.sql("INSERT INTO nba.games_copy TABLE updates_df")
spark.sql("INSERT INTO nba.games_copy (SELECT * FROM updates_df WHERE season = 2024)")
