-- expect: SR203 line 6
-- The WATERMARK clause's column is neither a grouping key nor inside window(...).
CREATE OR REFRESH STREAMING TABLE clicks_per_user AS
SELECT user_id, count(*) AS n
FROM STREAM(clicks) WATERMARK click_time DELAY OF INTERVAL 10 MINUTES
GROUP BY user_id;
