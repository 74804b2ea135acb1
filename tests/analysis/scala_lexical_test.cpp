#include "analysis/scala/scala_lexical.h"

#include <gtest/gtest.h>

#include <random>
#include <string>

#include "analysis/scala/scala_brackets.h"
#include "analysis/scala/scala_parse_text.h"
#include "analysis/text_util.h"

#include "analysis/scala/scala_source.h"
#include "analysis/syntax/scala_grammar.h"
#include "analysis/syntax/syntax_tree.h"

namespace streamlint::analysis {
namespace {

TEST(ScalaLexical, CommentsAreFoundAroundLiteralsThatLookLikeThem) {
  const std::string text =
      "val url = \"http://host/*x*/\" // after\r\n"
      "/* outer /* nested */ still */ val c = '\"' // \"\n"
      "val s = s\"${ \"//\" }\" /* unclosed";
  const auto comments = scala_comments(text);
  ASSERT_EQ(comments.size(), 4u);
  EXPECT_EQ(text.substr(comments[0].start, comments[0].end - comments[0].start), "// after");  // not the "\r"
  EXPECT_FALSE(comments[0].block);
  EXPECT_EQ(text.substr(comments[1].start, comments[1].end - comments[1].start), "/* outer /* nested */ still */");
  EXPECT_TRUE(comments[1].block);
  EXPECT_EQ(text.substr(comments[2].start, comments[2].end - comments[2].start), "// \"");
  EXPECT_EQ(text.substr(comments[3].start), "/* unclosed");
  EXPECT_EQ(comments[3].end, text.size());
}

TEST(ScalaLexical, TheParseTextBlanksCommentsAndKeepsEveryOtherByte) {
  const std::string text = "val a = $\"x\" /* b\nc */ + 1 // d\r\nval e = \"//\"\n";
  const std::string masked = mask_scala_for_parse(text);
  EXPECT_EQ(masked, "val a = s\"x\"     \n     + 1     \r\nval e = \"/ \"\n");
  EXPECT_EQ(masked.size(), text.size());
}

// tree-sitter-scala 0.24 reads `{ cars: Iterator[Car] => ...}` as an ascription and fails: the
// blanks around the one typed parameter become its parentheses, every other byte kept. A self type
// opening a template, a case clause and an untyped parameter stay as they are.
TEST(ScalaLexical, ABlocksTypedLambdaParameterIsParenthesised) {
  const std::string text =
      "object A {\n  ds.foreachPartition { cars: Iterator[Car] =>\n    cars.size\n  }\n"
      "  val u = udf { s: Long => s + 1 }\n}\n"
      "trait B { self: App =>\n  xs.map { case x: Int => x }\n  xs.map { x => x }\n  xs.map {x: Int => x}\n}\n";
  const std::string masked = mask_scala_for_parse(text);
  EXPECT_EQ(masked,
            "object A {\n  ds.foreachPartition {(cars: Iterator[Car])=>\n    cars.size\n  }\n"
            "  val u = udf {(s: Long)=> s + 1 }\n}\n"
            "trait B { self: App =>\n  xs.map { case x: Int => x }\n  xs.map { x => x }\n  xs.map {x: Int => x}\n}\n");
  const ParsedScala parsed = parse_scala(text);
  ASSERT_EQ(parsed.trees.size(), 1u);
  EXPECT_FALSE(ts_node_has_error(ts_node_child(parsed.trees[0].root(), 0)));
}

std::size_t count_comment_nodes(TSNode node) {
  const std::string type = ts_node_type(node);
  std::size_t n = type == "comment" || type == "block_comment";
  for (std::uint32_t i = 0; i < ts_node_child_count(node); ++i) n += count_comment_nodes(ts_node_child(node, i));
  return n;
}

std::string comment_heavy_scala(int statements_before) {
  std::string text;
  for (int i = 0; i < statements_before; ++i) text += i % 2 ? "x\n" : "y.z\n";
  for (int i = 0; i < 60; ++i) {
    text += "/* a block comment */\nobject A" + std::to_string(i) +
            " { // a line comment\n  val x = 1 /* inner */ + 2 // trailing\n}\n";
  }
  return text;
}

// tree-sitter 0.20.7 crashes when a timed parse stops at the end of a non-terminal extra, which
// tree-sitter-scala's comments are: the text parsed never has one, and parses stopped at every
// budget (the stop lands on a different parse action each time) end cleanly.
TEST(ScalaLexical, TimedParsesOfScalaNeverMeetAComment) {
  for (int before = 0; before < 24; ++before) {
    const std::string text = comment_heavy_scala(before);
    const ParsedScala parsed = parse_scala(text);
    ASSERT_EQ(parsed.trees.size(), 1u);
    EXPECT_EQ(count_comment_nodes(parsed.trees[0].root()), 0u);
    EXPECT_FALSE(parsed.trees[0].has_error());
    for (std::uint64_t micros = 1; micros < 400; micros += 40) {
      auto tree = SyntaxTree::parse_within(parsed.parsed(), micros, scala_language());
      if (tree) {
        EXPECT_EQ(tree->sexp(), parsed.trees[0].sexp());
      }
    }
  }
}

// An unclosed literal: the scan reads `/*` as inside the string, tree-sitter (whose string ends
// differently in broken text) would read a block comment. No opener is left for it.
TEST(ScalaLexical, BrokenTextLeavesTreeSitterNoCommentToRead) {
  const std::string text = "ob\"an val x = 1\nscribe\", \"t\").load() /* inline *al x = 1 // end\n";
  const std::string masked = mask_scala_for_parse(text);
  EXPECT_EQ(masked.find("/*"), std::string::npos);
  EXPECT_EQ(masked.find("//"), std::string::npos);
  const ParsedScala parsed = parse_scala(text);
  ASSERT_EQ(parsed.trees.size(), 1u);
  EXPECT_EQ(count_comment_nodes(parsed.trees[0].root()), 0u);
}

TEST(ScalaLexical, NoqaIsReadFromLineCommentsOnly) {
  const std::string text =
      "val a = 1 // noqa: SR101\r\n"
      "val b = \"// noqa: SR102\"\n"
      "/* noqa: SR103 */ val c = 3\n"
      "  val d = 4 //NOQA\n";
  const auto noqa = find_scala_noqa_comments(text);
  ASSERT_EQ(noqa.size(), 2u);
  EXPECT_EQ(noqa[0].row, 0u);
  EXPECT_EQ(noqa[0].range.start.column, 10u);
  EXPECT_EQ(noqa[0].range.end.column, 24u);
  EXPECT_EQ(noqa[0].codes, (std::vector<std::string>{"SR101"}));
  EXPECT_EQ(noqa[1].row, 3u);
  EXPECT_EQ(noqa[1].range.start.column, 12u);
  EXPECT_TRUE(noqa[1].codes.empty());
}

// The parse text kept across edits masks again only near the edit: after every edit of a random
// sequence it equals the mask of the whole new text, and the span it reports holds every byte that
// differs from the old mask with the edit's bytes written over it.
TEST(ScalaLexical, TheParseTextKeptAcrossEditsIsTheMaskOfTheWholeText) {
  const std::vector<std::string> pieces = {"\"", "\"\"\"", "/*", "*/", "//", "\n", "'", "\\", "`", "$\"", "s\"", "${",
                                           "}", "x", " ", "'\\n'", "\r\n", "val a = 1\n", "'a'", "/", "{ x: Int =>",
                                           " =>", ": T", "{ ", "class ",
                                           // Unicode arrows, whole and in parts: an edit can complete or split one.
                                           "\u21D2", "\u2190", "\xE2", "\x87\x92", "\x86\x90"};
  for (unsigned seed = 0; seed < 20; ++seed) {
    std::mt19937 random(seed);
    std::string text =
        "object A {\n  val s = \"a // b\" /* c */\n  val t = s\"${x} $$\" // d\n  f { y: Seq[Int] => y }\n}\n";
    ScalaParseText kept(text);
    for (int step = 0; step < 300; ++step) {
      const std::size_t start = random() % (text.size() + 1);
      const std::size_t end = std::min(text.size(), start + (random() % 3 == 0 ? random() % 6 : 0));
      std::string with;
      for (int k = static_cast<int>(random() % 3); k >= 0; --k) with += pieces[random() % pieces.size()];
      if (random() % 4 == 0) with.clear();
      std::string spliced = kept.text();
      spliced.replace(start, end - start, with);
      text.replace(start, end - start, with);
      const auto [first, last] = kept.apply_edit(text, start, end, start + with.size());
      const std::string fresh = mask_scala_for_parse(text);
      ASSERT_EQ(kept.text(), fresh) << "seed " << seed << " step " << step;
      const std::size_t prefix = common_prefix(spliced, fresh);
      if (prefix == fresh.size()) {
        EXPECT_EQ(first, fresh.size());
      } else {
        EXPECT_LE(first, prefix) << "seed " << seed << " step " << step;
        EXPECT_GE(last, fresh.size() - common_suffix(spliced, fresh, prefix)) << "seed " << seed << " step " << step;
      }
    }
  }
}

// Keystrokes in code with unbalanced brackets: most edits move the blanked ranges without a scan of
// the text (no bracket or line end typed, after its line's first character); after each one the
// kept text equals a fresh mask, blanked ranges included.
TEST(ScalaLexical, KeystrokesAmongUnbalancedBracketsBlankWhatAFreshMaskBlanks) {
  const std::vector<std::string> pieces = {"(", ")", "[", "]", "{", "}", ".", " ", "  ", "x", "ab", "\n", "\n  ",
                                           "\n    .y(", "\"", "//", "\t", "=", "q"};
  for (unsigned seed = 0; seed < 20; ++seed) {
    std::mt19937 random(seed);
    std::string text =
        "object A {\n  def f(x: Int) = {\n    df.select(col(\"a\")\n      .where(x > 1\n  }\n"
        "  val s = Seq[Int(1, 2)\n  def g = {\n    h(1,\n      2)\n  }\n  val t = (1\n}\n";
    ScalaParseText kept(text);
    for (int step = 0; step < 400; ++step) {
      const std::size_t start = random() % (text.size() + 1);
      const std::size_t end = std::min(text.size(), start + (random() % 4 == 0 ? random() % 4 : 0));
      std::string with = random() % 5 == 0 ? std::string() : pieces[random() % pieces.size()];
      text.replace(start, end - start, with);
      kept.apply_edit(text, start, end, start + with.size());
      ASSERT_EQ(kept.text(), mask_scala_for_parse(text)) << "seed " << seed << " step " << step << "\n" << text;
    }
  }
}

// The lines the parse text blanks (scala_unbalanced_ranges): each case's broken part, and nothing of the balanced
// text around it (brackets in literals and comments do not count).
TEST(ScalaBrackets, BlanksTheStatementWhoseBracketsDoNotBalance) {
  // The parse text (mask_scala_for_parse) with its blanked bytes as '_' (spaces stay spaces).
  const auto blanked = [](const std::string& text) {
    std::string out = mask_scala_for_parse(text);
    for (std::size_t i = 0; i < out.size(); ++i) {
      if (out[i] != text[i]) out[i] = '_';
    }
    return out;
  };
  // An unclosed call before the method's `}`: the statement, continuation lines included.
  EXPECT_EQ(blanked("def f = {\n  df.select(a\n    .filter(b)\n  g(1)\n}\n"),
            "def f = {\n  ___________\n    __________\n  g(1)\n}\n");
  // On the line of a closed bracket: only what follows it.
  EXPECT_EQ(blanked("def f = { foo(x).bar(y }\n"), "def f = { foo(x)______ }\n");
  // A closing bracket that closes nothing: that byte.
  EXPECT_EQ(blanked("val y = (x + 1))\n"), "val y = (x + 1)_\n");
  // A lambda's `{` never closed: the object's `}` closed it; its line goes, the rest stays.
  EXPECT_EQ(blanked("object A {\n  def b = m(r => {\n  def c = 1\n}\n"), "object A {\n  ___ _ _ ___ __ _\n  def c = 1\n}\n");
  // Balanced text, brackets in literals included: nothing.
  const std::string fine = "object A {\n  val s = \"(\"\n  val t = Seq[Int](1).map { x => (x, ']') }\n}\n";
  EXPECT_EQ(blanked(fine), fine);
  // An unclosed `{` at the end is the parser's to close: nothing.
  EXPECT_EQ(blanked("object A {\n  val x = 1\n"), "object A {\n  val x = 1\n");
}

}  // namespace
}  // namespace streamlint::analysis
