-- expect: SR206 line 6, SR501 line 6, SR206 line 11, SR501 line 11, SR206 line 16, SR501 line 16
-- SQL spells join types with OUTER (LEFT OUTER JOIN, FULL OUTER JOIN) and SEMI (LEFT SEMI JOIN,
-- SEMI JOIN): each needs what the same join type written with DataFrame.join needs.
CREATE OR REFRESH STREAMING TABLE impressions_clicked AS
SELECT i.ad_id FROM STREAM(impressions) WATERMARK imp_time DELAY OF INTERVAL 1 HOUR AS i
LEFT OUTER JOIN STREAM(clicks) AS c ON i.ad_id = c.ad_id;

CREATE OR REFRESH STREAMING TABLE all_ads AS
SELECT i.ad_id FROM STREAM(impressions)
  WATERMARK imp_time DELAY OF INTERVAL 1 HOUR AS i
FULL OUTER JOIN STREAM(clicks) AS c ON i.ad_id = c.ad_id;

CREATE OR REFRESH STREAMING TABLE clicked_only AS
SELECT i.ad_id FROM STREAM(impressions) WATERMARK imp_time DELAY OF INTERVAL 1 HOUR AS i
  -- semi join: the right side's watermark is missing
  SEMI JOIN STREAM(clicks) AS c ON i.ad_id = c.ad_id;
