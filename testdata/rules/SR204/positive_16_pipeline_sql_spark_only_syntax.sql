-- expect: SR204 line 7, SR204 line 12, SR204 line 18, SR204 line 24, SR204 line 30, SR204 line 35
-- Spark SQL the grammar alone does not read keeps its statement checked: unquoted intervals, JSON
-- paths, RLIKE and <=>, named arguments, typed numbers, escaped quotes, quoted names with spaces,
-- * EXCEPT, LATERAL VIEW and nested comments.
CREATE OR REFRESH STREAMING TABLE recent_devices AS
SELECT raw:device.id AS device_id, count(*) AS readings FROM STREAM(bronze_readings)
WHERE ingest_ts > current_timestamp() - INTERVAL 1 HOUR 30 MINUTES GROUP BY raw:device.id;

CREATE OR REFRESH STREAMING TABLE landed_files AS
SELECT `source file`, count(*) + 1L AS n, 'it\'s landed' AS note
FROM STREAM read_files('/Volumes/main/landing/events', format => 'json')
GROUP BY `source file`;

/* retired: /* the old feed */
CREATE OR REFRESH MATERIALIZED VIEW old_feed AS SELECT * FROM feed_v1; */
CREATE OR REFRESH STREAMING TABLE matching_keys AS
SELECT key, count(*) AS n FROM STREAM(events)
WHERE key RLIKE '^dev-' AND region <=> 'eu' GROUP BY key;

CREATE OR REFRESH STREAMING TABLE items_sold AS
SELECT item, count(*) AS n
FROM STREAM(orders)
LATERAL VIEW explode(items) t AS item
GROUP BY item;

CREATE OR REFRESH STREAMING TABLE order_totals AS
SELECT * EXCEPT (raw_payload)
FROM (SELECT order_id, sum(amount) AS total, max(payload) AS raw_payload
      FROM STREAM(orders)
      GROUP BY order_id);

CREATE OR REFRESH STREAMING TABLE windows_per_user AS
SELECT user_id, count(*) AS n FROM STREAM(clicks)
WHERE event_ts > now() - INTERVAL '2' DAY
GROUP BY user_id;
