-- expect: SR204 line 7
-- A pipeline recomputes an aggregation without a watermark whole on every update (SR204 says what
-- that costs): sorting its result is allowed, as after an aggregation in complete mode.
CREATE OR REFRESH STREAMING TABLE languages
AS SELECT lang, count(*) AS tweets
FROM STREAM(bronze_tweets)
GROUP BY lang
ORDER BY tweets DESC;
