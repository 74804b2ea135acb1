-- expect: none
-- A pipeline groups by the alias of a window over its WATERMARK column.
CREATE OR REFRESH STREAMING TABLE sensor_agg AS
SELECT window(ts, '5 minutes') AS w, sensor_id, avg(temp) AS t
FROM STREAM(readings) WATERMARK ts DELAY OF INTERVAL 10 MINUTES
GROUP BY w, sensor_id;
