// Fixes are safe: applied to every testdata and case file they re-parse without new syntax
// errors, and applying fixes again changes nothing (idempotent).
#include <gtest/gtest.h>

#include <set>

#include "analysis/analyze.h"
#include "analysis/fixes.h"
#include "analysis/syntax/node.h"
#include "tests/support/expectations.h"

namespace streamlint::testing {
namespace {

int error_nodes(const analysis::SyntaxTree& tree) {
  int count = 0;
  analysis::for_each_descendant(tree.root(), [&](TSNode n) {
    if (std::string_view(ts_node_type(n)) == "ERROR" || ts_node_is_missing(n)) ++count;
  });
  return count;
}

// One round of every fix (safe and unsafe), as `check --fix --unsafe-fixes` applies them.
std::string apply_all_fixes(const std::string& text, const analysis::ProjectFacts& project, int* applied,
                            std::set<std::string>* codes = nullptr) {
  auto round = analysis::apply_fixes(text, analysis::analyze({"", text, nullptr}, project).findings, true);
  *applied += round.applied;
  if (codes) codes->insert(round.codes.begin(), round.codes.end());
  return round.text;
}

TEST(Fixes, ReparseCleanlyAndAreIdempotent) {
  auto files = python_files_under(STREAMLINT_SOURCE_DIR "/testdata");
  int fixed_files = 0;
  std::set<std::string> fixed_codes;
  for (const auto& path : files) {
    const std::string text = read_file(path);
    const auto project = parse_expectations(text).project;
    int applied = 0;
    const std::string once = apply_all_fixes(text, project, &applied, &fixed_codes);
    if (applied == 0) continue;
    ++fixed_files;
    EXPECT_NE(once, text) << path;
    EXPECT_LE(error_nodes(analysis::SyntaxTree::parse(once)), error_nodes(analysis::SyntaxTree::parse(text))) << path;
    int again = 0;
    EXPECT_EQ(apply_all_fixes(once, project, &again), once) << path;
    EXPECT_EQ(again, 0) << path;
  }
  // Every rule with a fix has it exercised by its testdata.
  const std::set<std::string> fixable = {"SR101", "SR103", "SR106", "SR203", "SR207", "SR301", "SR302",
                                         "SR304", "SR305", "SR401", "SR403", "SR603", "SR604", "SR703"};
  for (const auto& code : fixable) EXPECT_TRUE(fixed_codes.count(code)) << code << " fix never applied";
  EXPECT_GE(fixed_files, 20);
}

TEST(Fixes, TriggerOnceBecomesAvailableNow) {
  const std::string text = "q = df.writeStream.option('checkpointLocation', '/c').trigger(once=True).start()\n"
                           "r = spark.readStream.table('t')\n"
                           "r.writeStream.option('checkpointLocation', '/d').trigger(continuous='2 seconds').start()\n";
  int applied = 0;
  EXPECT_EQ(apply_all_fixes(text, {}, &applied),
            "q = df.writeStream.option('checkpointLocation', '/c').trigger(availableNow=True).start()\n"
            "r = spark.readStream.table('t')\n"
            "r.writeStream.option('checkpointLocation', '/d').trigger(processingTime='2 seconds').start()\n");
  EXPECT_EQ(applied, 2);
}

}  // namespace
}  // namespace streamlint::testing
