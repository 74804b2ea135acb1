-- expect: SR206 line 6, SR501 line 6, SR206 line 11, SR501 line 11, SR501 line 15
-- Stream-stream joins in a pipeline's SQL: an inner join with no watermarks, a left outer join
-- without a watermark on the right; an inner join with watermarks and a time range is fine (SR501 only).
CREATE OR REFRESH STREAMING TABLE orders_paid AS
SELECT o.order_id, p.paid_at FROM STREAM(orders) AS o
JOIN STREAM(payments) AS p ON o.order_id = p.order_id;

CREATE OR REFRESH STREAMING TABLE impressions_clicked AS
SELECT * FROM STREAM(impressions)
  WATERMARK imp_time DELAY OF INTERVAL 2 HOURS AS i
LEFT JOIN STREAM(clicks) AS c ON i.ad_id = c.ad_id;

CREATE OR REFRESH STREAMING TABLE clicks_in_the_hour AS
SELECT * FROM STREAM(impressions) WATERMARK imp_time DELAY OF INTERVAL 2 HOURS AS i
JOIN STREAM(clicks) WATERMARK click_time DELAY OF INTERVAL 3 HOURS AS c
  ON i.ad_id = c.ad_id AND c.click_time BETWEEN i.imp_time AND i.imp_time + INTERVAL 1 HOUR;
