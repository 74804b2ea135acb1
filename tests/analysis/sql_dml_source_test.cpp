#include "analysis/sql/sql_dml_source.h"

#include <gtest/gtest.h>

#include <string>

namespace streamlint::analysis {
namespace {

std::string at(std::string_view sql, SqlSpan s) { return std::string(sql.substr(s.start, s.end - s.start)); }

TEST(SqlDmlSource, AMergeReadsTheNameAfterUsing) {
  const std::string sql =
      "-- upsert\nMERGE INTO db.t AS t USING `Up Dates`.v AS u ON t.k = u.k WHEN MATCHED THEN UPDATE SET *";
  const auto dml = read_sql_dml_source(sql);
  ASSERT_TRUE(dml);
  EXPECT_EQ(dml->verb, "merge");
  EXPECT_EQ(at(sql, dml->verb_at), "MERGE");
  EXPECT_EQ(dml->name, "up dates.v");
  EXPECT_FALSE(dml->query);
}

TEST(SqlDmlSource, AMergeReadsItsSubqueryInside) {
  const std::string sql =
      "merge into t using (select k, max(v) as v from (select * from s) group by k) u on t.k = u.k "
      "when matched then update set v = u.v";
  const auto dml = read_sql_dml_source(sql);
  ASSERT_TRUE(dml && dml->query);
  EXPECT_EQ(at(sql, *dml->query), "select k, max(v) as v from (select * from s) group by k");
  EXPECT_TRUE(dml->name.empty());
}

TEST(SqlDmlSource, AnInsertReadsItsQueryPastColumnListsAndLiterals) {
  const std::string sql = "INSERT INTO t PARTITION (p = 'select') (a, b) WITH x AS (SELECT 1) SELECT a, b FROM x";
  const auto dml = read_sql_dml_source(sql);
  ASSERT_TRUE(dml && dml->query);
  EXPECT_EQ(dml->verb, "insert");
  EXPECT_EQ(at(sql, *dml->query), "WITH x AS (SELECT 1) SELECT a, b FROM x");
}

TEST(SqlDmlSource, OtherStatementsAndValuesHaveNoSource) {
  EXPECT_FALSE(read_sql_dml_source("INSERT INTO t VALUES (1, 'select')"));
  EXPECT_FALSE(read_sql_dml_source("SELECT * FROM s"));
  EXPECT_FALSE(read_sql_dml_source("MERGE INTO t USING (SELECT * FROM s"));  // not closed
  EXPECT_FALSE(read_sql_dml_source(""));
}

TEST(SqlDmlSource, AMergeAccumulatesWhenASetReadsTheColumnItSetsAndAdds) {
  EXPECT_TRUE(merge_accumulates(
      "MERGE INTO db.aggs t USING s ON t.k = s.k WHEN MATCHED THEN UPDATE SET count = t.count + s.count"));
  EXPECT_TRUE(
      merge_accumulates("merge into aggs using s on aggs.k = s.k when matched then update set aggs.n = s.n + aggs.n"));
  EXPECT_TRUE(merge_accumulates(
      "MERGE INTO r AS r USING s ON s.k = r.k WHEN MATCHED THEN UPDATE SET r.a = s.a, r.points = s.points - points"));
  // Upserts: values from the source, the target read only in a function or a condition.
  EXPECT_FALSE(merge_accumulates("MERGE INTO t USING s ON t.k = s.k WHEN MATCHED THEN UPDATE SET t.n = s.n + 1"));
  EXPECT_FALSE(merge_accumulates("MERGE INTO t USING s ON t.k = s.k WHEN MATCHED THEN UPDATE SET *"));
  EXPECT_FALSE(merge_accumulates(
      "MERGE INTO t USING s ON t.k = s.k WHEN MATCHED AND t.n + 1 < s.n THEN UPDATE SET n = greatest(t.n, s.n)"));
  EXPECT_FALSE(merge_accumulates("MERGE INTO t USING s ON t.k = s.k WHEN MATCHED THEN UPDATE SET t.note = 't.n + 1'"));
  EXPECT_FALSE(merge_accumulates("INSERT INTO t SELECT * FROM s"));
}

TEST(SqlDmlSource, AccumulationIsReadInsideConditionalsOnlyBesideTheTargetsColumn) {
  EXPECT_TRUE(merge_accumulates(
      "MERGE WITH SCHEMA EVOLUTION INTO t USING s ON t.k = s.k WHEN MATCHED THEN UPDATE SET n = t.n + s.n"));
  EXPECT_TRUE(
      merge_accumulates("MERGE INTO t USING s ON t.k = s.k WHEN MATCHED THEN UPDATE SET t.st = CASE WHEN s.ok THEN 'a' "
                        "ELSE 'b' END, t.n = CASE WHEN s.op = 'inc' THEN t.n + s.n ELSE s.n END"));
  EXPECT_TRUE(merge_accumulates(
      "MERGE INTO t USING s ON t.k = s.k WHEN MATCHED THEN UPDATE SET t.n = IF(s.inc, t.n + s.n, s.n)"));
  EXPECT_FALSE(
      merge_accumulates("MERGE INTO t USING s ON t.k = s.k WHEN MATCHED THEN UPDATE SET t.v = coalesce(s.v, t.v, -1)"));
  EXPECT_FALSE(merge_accumulates(
      "MERGE INTO t USING s ON t.k = s.k WHEN MATCHED THEN UPDATE SET t.x = greatest(t.x, s.ts + INTERVAL 1 DAY)"));
  EXPECT_FALSE(
      merge_accumulates("MERGE INTO t USING s ON t.k = s.k WHEN MATCHED THEN UPDATE SET t.v = CASE WHEN s.q > t.q - 1 "
                        "THEN s.v ELSE t.v END"));
  // The source named like the target in another schema is not the target.
  EXPECT_FALSE(
      merge_accumulates("MERGE INTO gold.events USING silver.events ON gold.events.k = silver.events.k "
                        "WHEN MATCHED THEN UPDATE SET n = silver.events.n + 1"));
  // A clause guarded by the last batch merged skips a retried batch.
  EXPECT_FALSE(
      merge_accumulates("MERGE INTO t USING s ON t.k = s.k WHEN MATCHED AND s.batch_id > t.last_batch_id THEN "
                        "UPDATE SET t.n = t.n + s.n, t.last_batch_id = s.batch_id"));
}

}  // namespace
}  // namespace streamlint::analysis
