#include "analysis/syntax/syntax_tree.h"

#include <gtest/gtest.h>

#include <string>

namespace streamlint::analysis {
namespace {

// A parse does not depend on the text parsed before it: tree-sitter-python 0.23.6's scanner, asked
// to start with no saved state, kept "inside an f-string" from a text that ended in an open one, and
// then read no dedent (found by fuzz_notebook: a notebook cell parsed differently after an edit and
// afresh). syntax_tree.cpp gives each parse a new scanner.
TEST(SyntaxTree, AParseDoesNotDependOnTheTextParsedBeforeIt) {
  const std::string job = "def run():\n    a = 1\nb = 2\n";
  const std::string first = SyntaxTree::parse(job).sexp();
  EXPECT_EQ(first,
            "(module (function_definition name: (identifier) parameters: (parameters) body: (block "
            "(expression_statement (assignment left: (identifier) right: (integer))))) "
            "(expression_statement (assignment left: (identifier) right: (integer))))");
  for (const char* before : {"x = f\"{", "x = f'''{a", "x = f\"{y!r:{"}) {
    SyntaxTree::parse(before);
    EXPECT_EQ(SyntaxTree::parse(job).sexp(), first) << before;
    SyntaxTree::parse(before);
    const std::string text = "# header\n" + job;
    EXPECT_EQ(SyntaxTree::parse_range(text, 9, static_cast<std::uint32_t>(text.size()), {1, 0}).sexp(), first)
        << before;
  }
}

}  // namespace
}  // namespace streamlint::analysis
