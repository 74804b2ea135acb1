#include "analysis/query_model/operation_list.h"

#include <gtest/gtest.h>

#include <string>

#include "analysis/query_model/streaming_query.h"

namespace streamlint::analysis {
namespace {

Operation op(std::string method) { return Operation{std::move(method), {}, {}, {}, nullptr, false, false}; }

std::string methods(const OperationList& list) {
  std::string out;
  for (const Operation& o : list.in_order()) out += o.method + " ";
  return out;
}

TEST(OperationList, ACopyExtendedLeavesItsOriginalAsItWas) {
  OperationList a;
  a.push_back(op("filter"));
  a.push_back(op("groupBy"));
  OperationList b = a;
  EXPECT_TRUE(b.same_nodes(a));
  b.push_back(op("count"));
  OperationList c = a;
  c.push_back(op("agg"));
  EXPECT_FALSE(b.same_nodes(a));
  EXPECT_EQ(methods(a), "filter groupBy ");
  EXPECT_EQ(methods(b), "filter groupBy count ");
  EXPECT_EQ(methods(c), "filter groupBy agg ");
  EXPECT_EQ(b.size(), 3u);
  EXPECT_EQ(b.back().method, "count");
  EXPECT_EQ(b.in_order()[1].method, "groupBy");
  a = OperationList();  // b and c keep the nodes they share with it
  EXPECT_TRUE(a.empty());
  EXPECT_EQ(methods(b), "filter groupBy count ");
}

// Freed one node at a time: freed recursively, 500,000 nodes overflow the stack (also under
// AddressSanitizer's larger frames).
TEST(OperationList, ALongListIsFreedWithoutRecursion) {
  auto list = std::make_unique<OperationList>();
  for (int i = 0; i < 500000; ++i) list->push_back(op("filter"));
  OperationList shared = *list;
  list->push_back(op("count"));
  EXPECT_EQ(list->size(), 500001u);
  list.reset();
  EXPECT_EQ(shared.size(), 500000u);
  EXPECT_EQ(shared.back().method, "filter");
  shared = OperationList();
  EXPECT_TRUE(shared.empty());
}

}  // namespace
}  // namespace streamlint::analysis
