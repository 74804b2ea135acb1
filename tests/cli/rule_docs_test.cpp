// One source of rule docs: every rule has its documentation, and docs/rules.md is current.
#include <gtest/gtest.h>

#include "analysis/rules/rule.h"
#include "analysis/rules/rule_doc.h"
#include "tests/support/child_process.h"
#include "tests/support/expectations.h"

namespace streamlint::testing {
namespace {

TEST(RuleDocs, EveryRuleIsDocumentedWithALink) {
  for (const auto& rule : analysis::all_rules()) {
    const auto* doc = analysis::find_rule_doc(rule.doc.code);
    ASSERT_NE(doc, nullptr) << rule.doc.code;
    EXPECT_FALSE(doc->summary.empty()) << rule.doc.code;
    EXPECT_FALSE(doc->why.empty()) << rule.doc.code;
    EXPECT_FALSE(doc->fix.empty()) << rule.doc.code;
    ASSERT_FALSE(doc->links.empty()) << rule.doc.code;
    EXPECT_EQ(doc->links.front().rfind("https://", 0), 0u) << rule.doc.code;
  }
}

TEST(RuleDocs, LookupByCodeAnyCaseOrName) {
  EXPECT_EQ(analysis::find_rule_doc("sr301"), analysis::find_rule_doc("SR301"));
  EXPECT_EQ(analysis::find_rule_doc("trigger-once-deprecated"), analysis::find_rule_doc("SR301"));
  EXPECT_EQ(analysis::find_rule_doc("SR999"), nullptr);
}

TEST(RuleDocs, CheckedInCatalogIsCurrent) {
  const RunResult r = run_command({STREAMLINT_BINARY, "rule", "--all"});
  ASSERT_EQ(r.exit_code, 0);
  EXPECT_EQ(read_file(STREAMLINT_SOURCE_DIR "/docs/rules.md"), r.out)
      << "docs/rules.md is stale: run scripts/gen-rule-docs";
}

}  // namespace
}  // namespace streamlint::testing
