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

}  // namespace
}  // namespace streamlint::analysis
