#include <gtest/gtest.h>

#include <string_view>

#include "analysis/query_model/stateful.h"
#include "analysis/sql/sql_query.h"

namespace streamlint::analysis {
namespace {

TEST(DistinctAggregate, FunctionsAreTheDistinctOnesInAnySpelling) {
  EXPECT_TRUE(is_distinct_aggregate_function("countDistinct"));
  EXPECT_TRUE(is_distinct_aggregate_function("count_distinct"));
  EXPECT_TRUE(is_distinct_aggregate_function("SUM_DISTINCT"));
  EXPECT_TRUE(is_distinct_aggregate_function("sumDistinct"));
  EXPECT_FALSE(is_distinct_aggregate_function("approx_count_distinct"));
  EXPECT_FALSE(is_distinct_aggregate_function("count"));
}

// The SQL reader flags an aggregate call over DISTINCT from the parse, not the words.
TEST(DistinctAggregate, SqlNeedsAnAggregateCallOverDistinct) {
  const auto distinct = [](std::string_view text) {
    const SqlExpression e = read_sql_expression(text);
    EXPECT_TRUE(e.readable) << text;
    return e.distinct_aggregate;
  };
  EXPECT_TRUE(distinct("count(DISTINCT user_id)"));
  EXPECT_TRUE(distinct("SUM ( distinct pages ) AS p"));
  EXPECT_TRUE(distinct("COUNT(DISTINCT a, b) + 1"));
  EXPECT_TRUE(distinct("count_distinct(user_id)"));
  EXPECT_FALSE(distinct("approx_count_distinct(user_id)"));
  EXPECT_FALSE(distinct("count(distinctive_id)"));
  EXPECT_FALSE(distinct("concat(DISTINCT_TAG, x)"));
  EXPECT_FALSE(distinct("'count(DISTINCT x)'"));                      // a string literal calls nothing
  EXPECT_FALSE(distinct("count(DISTINCT x) OVER (PARTITION BY k)"));  // a window function

  const SqlStatementModel m =
      read_sql_statement("SELECT DISTINCT a, count(b) AS n, count(DISTINCT c) AS d FROM v GROUP BY a");
  ASSERT_TRUE(m.readable);
  ASSERT_EQ(m.query.select.size(), 3u);
  EXPECT_FALSE(m.query.select[0].distinct_aggregate);
  EXPECT_FALSE(m.query.select[1].distinct_aggregate);
  EXPECT_TRUE(m.query.select[2].distinct_aggregate);
}

// A join condition's key pairs: the equalities of its top-level AND, unqualified; none under an OR.
TEST(EquatedColumns, AreTheEqualitiesOfTheTopLevelAnd) {
  using Pairs = SqlEquatedColumns;
  EXPECT_EQ(read_sql_expression("a.ts = b.ts").equated, (Pairs{{"ts", "ts"}}));
  EXPECT_EQ(read_sql_expression("a.id == b.id AND (a.ts <=> b.ts)").equated, (Pairs{{"id", "id"}, {"ts", "ts"}}));
  EXPECT_EQ(read_sql_expression("a.ts = b.ts AND (a.x = 1 OR b.y = 2)").equated, (Pairs{{"ts", "ts"}}));
  EXPECT_TRUE(read_sql_expression("a.ts = b.ts OR a.id = b.id").equated.empty());
  EXPECT_TRUE(read_sql_expression("a.ts >= b.ts").equated.empty());
  EXPECT_TRUE(read_sql_expression("a.note = 'x or y'").equated.empty());  // a literal is no column

  const SqlStatementModel m =
      read_sql_statement("SELECT * FROM l JOIN r ON l.id = r.id AND l.note = 'late or early' AND l.ts = r.ts");
  ASSERT_TRUE(m.readable);
  ASSERT_EQ(m.query.joins.size(), 1u);
  EXPECT_EQ(m.query.joins[0].equated, (Pairs{{"id", "id"}, {"ts", "ts"}}));
}

}  // namespace
}  // namespace streamlint::analysis
