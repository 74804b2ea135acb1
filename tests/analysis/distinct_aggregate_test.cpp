#include <gtest/gtest.h>

#include "analysis/query_model/stateful.h"

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

TEST(DistinctAggregate, SqlTextNeedsAnAggregateCallOverDistinct) {
  EXPECT_TRUE(sql_has_distinct_aggregate("count(DISTINCT user_id)"));
  EXPECT_TRUE(sql_has_distinct_aggregate("SUM ( distinct pages ) AS p"));
  EXPECT_TRUE(sql_has_distinct_aggregate("window(ts, '1 hour'), COUNT(DISTINCT a, b)"));
  EXPECT_FALSE(sql_has_distinct_aggregate("approx_count_distinct(user_id)"));
  EXPECT_FALSE(sql_has_distinct_aggregate("count(distinctive_id)"));
  EXPECT_FALSE(sql_has_distinct_aggregate("concat(DISTINCT_TAG, x)"));
  EXPECT_FALSE(sql_has_distinct_aggregate("struct(distinct)"));  // no aggregate call
  EXPECT_FALSE(sql_has_distinct_aggregate("SELECT DISTINCT a FROM v"));
}

}  // namespace
}  // namespace streamlint::analysis
