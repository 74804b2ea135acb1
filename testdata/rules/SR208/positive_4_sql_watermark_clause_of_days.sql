-- expect: SR208 line 5
CREATE OR REFRESH STREAMING TABLE daily_clicks AS
SELECT window(click_time, '1 day') AS w, count(*) AS n
FROM STREAM(clicks)
  WATERMARK click_time DELAY OF INTERVAL 3 DAYS
GROUP BY window(click_time, '1 day');
