-- Another pipeline, whose confs name no provider: SR501 on the join.
CREATE OR REFRESH STREAMING TABLE clicks_in_the_hour AS
SELECT * FROM STREAM(impressions) WATERMARK imp_time DELAY OF INTERVAL 2 HOURS AS i
JOIN STREAM(clicks) WATERMARK click_time DELAY OF INTERVAL 3 HOURS AS c
  ON i.ad_id = c.ad_id AND c.click_time BETWEEN i.imp_time AND i.imp_time + INTERVAL 1 HOUR;
