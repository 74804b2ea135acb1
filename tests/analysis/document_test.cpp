#include "analysis/document.h"
#include "analysis/analyze.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <random>
#include <tuple>

#include "analysis/scala/scala_lexical.h"
#include "analysis/suppression.h"
#include "analysis/syntax/scala_grammar.h"
#include "tests/fuzz/document_edits.h"

namespace streamlint::analysis {
namespace {

const char* kSource = R"(from pyspark.sql import SparkSession, functions as F

spark = SparkSession.builder.getOrCreate()
raw = spark.readStream.format("kafka").option("subscribe", "t").load()
q = (raw.select(F.col("value"))
     .writeStream
     .option("checkpointLocation", "/chk/é中😀")
     .trigger(once=True)
     .toTable("bronze"))
)";

// The kept units of an edited document are exactly a fresh document's: same text, same place,
// same lowered nodes.
void ExpectSameUnits(const Document& edited, const Document& fresh, int step) {
  ASSERT_EQ(edited.units().size(), fresh.units().size()) << "step " << step;
  for (std::size_t i = 0; i < fresh.units().size(); ++i) {
    const SyntaxUnit& a = *edited.units()[i];
    const SyntaxUnit& b = *fresh.units()[i];
    ASSERT_EQ(a.text(), b.text()) << "step " << step << " unit " << i;
    ASSERT_EQ(a.anchor().byte, b.anchor().byte) << "step " << step << " unit " << i;
    ASSERT_EQ(a.anchor().point, b.anchor().point) << "step " << step << " unit " << i;
    ASSERT_EQ(a.nodes().size(), b.nodes().size()) << "step " << step << " unit " << i << " [" << a.text() << "] in\n" << fresh.text() << "\n" << fresh.tree().sexp();
    for (std::size_t n = 0; n < a.nodes().size(); ++n) {
      const LoweredNode& x = a.nodes()[n];
      const LoweredNode& y = b.nodes()[n];
      ASSERT_TRUE(x.start == y.start && x.end == y.end && x.symbol == y.symbol && x.field == y.field &&
                  x.subtree_end == y.subtree_end && x.parent == y.parent)
          << "step " << step << " unit " << i << " node " << n;
    }
  }
}

// A document kept in cells (or chunks) is a fresh one's: units, cell places and cell trees.
void ExpectSameCells(const Document& edited, const Document& fresh, int step) {
  ExpectSameUnits(edited, fresh, step);
  ASSERT_EQ(edited.chunks().ranges, fresh.chunks().ranges) << "step " << step;
  ASSERT_EQ(edited.chunks().trees.size(), fresh.chunks().trees.size()) << "step " << step;
  for (std::size_t i = 0; i < fresh.chunks().trees.size(); ++i) {
    ASSERT_EQ(edited.chunks().trees[i].sexp(), fresh.chunks().trees[i].sexp()) << "step " << step << " cell " << i;
    ASSERT_EQ(ts_node_start_byte(edited.chunks().trees[i].root()), ts_node_start_byte(fresh.chunks().trees[i].root()))
        << "step " << step << " cell " << i;
  }
}

// Fragments that make and break syntax, including multi-byte characters and newlines.
const char* kFragments[] = {"(", ")", "\n", "    ", ".trigger(", "once=True", "\"", "é", "中", "😀",
                            "def f(x):\n    return x\n", ":", "#", "\\\n", "spark.readStream", ""};

// One random edit of `text`: bytes [a, b) (at most `longest` apart, on UTF-8 character boundaries,
// as LSP positions always are, none before `from`) replaced by one of `fragments`, applied to
// `text` and to `doc`.
template <std::size_t N>
void ApplyRandomEdit(std::mt19937& rng, std::string& text, Document& doc, const char* const (&fragments)[N],
                     std::size_t longest, std::size_t from = 0) {
  std::uniform_int_distribution<std::size_t> pos(std::min(from, text.size()), text.size());
  std::size_t a = pos(rng), b = pos(rng);
  if (a > b) std::swap(a, b);
  if (b - a > longest) b = a + longest;
  auto boundary = [&](std::size_t i) {
    while (i < text.size() && (static_cast<unsigned char>(text[i]) & 0xC0) == 0x80) ++i;
    return i;
  };
  a = boundary(a);
  b = std::max(a, boundary(b));
  const std::string fragment = fragments[rng() % N];
  text.replace(a, b - a, fragment);
  doc.apply_edit(a, b, fragment);
}

// 600 random edits of `source` made of `fragments`: after each, the document's text, tree and
// units are a fresh document's. `path` picks the language (a Scala tree is of the masked text).
template <std::size_t N>
void ExpectEditsMatchAFreshParse(const std::string& source, const char* const (&fragments)[N], const std::string& path) {
  const bool scala = path.ends_with(".scala");
  Document doc(source, path);
  std::string expected = source;
  std::mt19937 rng(20261130);  // fixed seed: the sequence is the same on every run
  for (int step = 0; step < 600; ++step) {
    ApplyRandomEdit(rng, expected, doc, fragments, 40);
    ASSERT_EQ(doc.text(), expected) << "step " << step;
    const Document fresh_document(expected, path);
    ASSERT_EQ(doc.parsed(), fresh_document.parsed()) << "step " << step << "\n" << expected;
    if (!fresh_document.parsed()) {  // a broken bracket runs on: kept in chunks (python_source.h)
      ASSERT_FALSE(scala);
      ExpectSameCells(doc, fresh_document, step);
      continue;
    }
    const SyntaxTree fresh = scala ? SyntaxTree::parse(mask_scala_for_parse(expected), nullptr, scala_language())
                                   : SyntaxTree::parse(expected);
    ASSERT_EQ(doc.tree().sexp(), fresh.sexp()) << "step " << step << "\n" << expected;
    ExpectSameUnits(doc, fresh_document, step);
  }
}

TEST(Document, IncrementalEditsMatchAFreshParse) { ExpectEditsMatchAFreshParse(kSource, kFragments, "job.py"); }

// Found by fuzz_scala: an edit that replaces a line's '\n' with one other byte moves no byte, but
// every part of the root after it (kept whole, scala_parse_text.h) is a row higher.
TEST(Document, AScalaEditThatJoinsTwoLinesMovesTheRowsAfterIt) {
  const std::string source = "// a comment\n// another\nimport a.B\n\nobject Job {\n  val x = 1\n}\n";
  Document doc(source, "Job.scala");
  std::string expected = source;
  const std::size_t newline = source.find('\n');
  doc.apply_edit(newline, newline + 1, "r");
  expected.replace(newline, 1, "r");
  ExpectSameUnits(doc, Document(expected, "Job.scala"), 0);
  EXPECT_EQ(doc.units().front()->anchor().point.row, 1u);  // `import a.B`, on row 2 before
}

// The inputs fuzz_scala and fuzz_notebook once failed on (tests/fuzz/regressions), replayed as the
// targets do: the first half a document (fuzz_notebook's behind a notebook header), the second half
// its edits (tests/fuzz/document_edits.h).
void ReplayFuzzRegressions(const std::string& target, const std::string& prefix, const std::string& path) {
  int replayed = 0;
  for (const auto& entry : std::filesystem::directory_iterator(STREAMLINT_SOURCE_DIR "/tests/fuzz/regressions/" + target)) {
    std::ifstream in(entry.path(), std::ios::binary);
    const std::string input((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    const auto* data = reinterpret_cast<const unsigned char*>(input.data());
    const std::size_t half = input.size() / 2;
    Document doc(prefix + input.substr(0, half), path);
    streamlint::fuzz::replay_edits(doc, data, half, input.size(), [&](int step) {
      SCOPED_TRACE(entry.path().filename().string());
      ExpectSameUnits(doc, Document(doc.text(), path), step);
    });
    ++replayed;
  }
  EXPECT_GE(replayed, 2) << target;
}

TEST(Document, EditsThatOnceDivergedMatchAFreshParse) {
  ReplayFuzzRegressions("fuzz_scala", "", "Fuzz.scala");
  ReplayFuzzRegressions("fuzz_notebook", "# Databricks notebook source\n", "fuzz.py");
}

// Scala: edits that open and close comments and strings change how far the parse text is masked
// (scala_lexical.h), beyond the edited bytes.
const char* kScalaSource = R"(object Job {
  // a comment with "quotes" and /* an opener
  def main(args: Array[String]): Unit = {
    val raw = spark.readStream.format("kafka").option("subscribe", "t").load() /* inline */
    val q = raw.select($"value", col("x"))
      .writeStream
      .option("checkpointLocation", s"/chk/${name}/é中😀") // trailing
      .trigger(Trigger.Once())
      .toTable("bronze")
  }
}
)";
const char* kScalaFragments[] = {"/*", "*/", "//", "\n", "\"", "$", "'", "\"\"\"", "{", "}", "(", ")",
                                 "val x = 1\n", "é", "😀", ".trigger(Trigger.Once())", "s\"${", ""};

TEST(Document, ScalaIncrementalEditsMatchAFreshParse) {
  ExpectEditsMatchAFreshParse(kScalaSource, kScalaFragments, "Job.scala");
}

// A syntax error in the first statement, then an edit after it: tree-sitter would reuse the
// error's subtree as it was, where a fresh parse (check's) recovers from the same bytes
// differently. The statements with errors are parsed again, so both trees are the same.
TEST(Document, AnErrorOutsideTheEditRecoversAsAFreshParseDoes) {
  Document doc(kSource);
  std::string expected = kSource;
  for (const auto& [a, b, fragment] : {std::tuple<std::size_t, std::size_t, std::string>{22, 62, "😀"},
                                       std::tuple<std::size_t, std::size_t, std::string>{83, 123, "中"}}) {
    expected.replace(a, b - a, fragment);
    doc.apply_edit(a, b, fragment);
    ASSERT_EQ(doc.text(), expected);
    EXPECT_TRUE(doc.tree().has_error());
    EXPECT_EQ(doc.tree().sexp(), SyntaxTree::parse(expected).sexp());
  }
  ExpectSameUnits(doc, Document(expected), 1);
}

// tree-sitter 0.20.7 corrupts its heap on 65,536 comment lines in a row; the parse blanks the run's
// lines past its first 60,000 (syntax_tree.cpp), so the module keeps its findings, in a check and
// in an open document that is edited.
TEST(Document, SeventyThousandCommentLinesInARowKeepTheFindingsAfterThem) {
  std::string text = "from pyspark.sql import SparkSession\nspark = SparkSession.builder.getOrCreate()\n";
  for (int i = 0; i < 70'000; ++i) text += i % 7 == 0 ? "\n" : "# generated\n";
  text += "spark.readStream.table(\"a\").writeStream.trigger(once=True).option(\"checkpointLocation\", \"/c\")"
          ".toTable(\"b\")\n";
  const auto codes = [](std::string_view source) {
    std::vector<std::pair<std::string, std::uint32_t>> out;
    const Snapshot snapshot{"big.py", source};
    for (const Finding& f : analyze(snapshot, {}).findings) out.emplace_back(f.code, f.range.start.row);
    return out;
  };
  const std::vector<std::pair<std::string, std::uint32_t>> expected = {{"SR301", 70'002}};
  EXPECT_EQ(codes(text), expected);
  Document doc(text, "big.py");
  doc.apply_edit(text.size(), text.size(), "# one more\n");
  doc.apply_edit(37, 37, "# above\n");  // the start of the second line
  text.insert(37, "# above\n");
  text += "# one more\n";
  ASSERT_EQ(doc.text(), text);
  EXPECT_EQ(doc.tree().sexp(), SyntaxTree::parse(text).sexp());
  const std::vector<std::pair<std::string, std::uint32_t>> moved = {{"SR301", 70'003}};
  EXPECT_EQ(codes(text), moved);
}

// A `#` typed at the top of a Scala object of 20,000 lines: tree-sitter-scala's recovery would read
// every later line into one ERROR, which crashed the server (scala_recovery_guard.h). The edited
// document is the fresh one's, and the object after it keeps its query; deleting the `#` again
// reads every line.
TEST(Document, AStrayTokenTypedAboveTwentyThousandScalaLinesKeepsTheRest) {
  std::string text = "object Gen {\n";
  for (int i = 0; i < 20'000; ++i) text += "  val x" + std::to_string(i) + " = " + std::to_string(i) + "\n";
  text += "}\nobject Job {\n  spark.readStream.table(\"a\").writeStream.toTable(\"b\")\n}\n";
  constexpr std::uint64_t kMinute = 60'000'000;
  Document doc(text, "Gen.scala", kMinute);
  const std::size_t units = doc.units().size();
  doc.apply_edit(13, 13, "#");
  const Document fresh(doc.text(), "Gen.scala", kMinute);
  EXPECT_EQ(doc.tree().sexp(), fresh.tree().sexp());
  ExpectSameUnits(doc, fresh, 1);
  ASSERT_FALSE(doc.units().empty());
  EXPECT_NE(doc.units().back()->text().find("writeStream"), std::string_view::npos);
  doc.apply_edit(13, 14, "");
  ExpectSameUnits(doc, Document(text, "Gen.scala", kMinute), 2);
  EXPECT_EQ(doc.units().size(), units);
}

TEST(Document, AnEditKeepsTheStatementsItDoesNotTouch) {
  std::string text;
  for (int i = 0; i < 50; ++i) text += "x" + std::to_string(i) + " = \"value " + std::to_string(i) + "\"\n";
  Document doc(text);
  ASSERT_EQ(doc.units().size(), 50u);
  const auto before = doc.units();
  // A letter typed inside the 10th statement's string: only that statement is lowered again.
  const std::size_t at = text.find("value 10") + 2;
  doc.apply_edit(at, at, "Z");
  EXPECT_EQ(doc.units_lowered(), 1u);
  for (std::size_t i = 0; i < 50; ++i) {
    if (i == 10) {
      EXPECT_NE(doc.units()[i], before[i]);
    } else {
      EXPECT_EQ(doc.units()[i], before[i]) << i;  // the same object, moved
    }
  }
  // A newline typed above moves every later statement a row down.
  doc.apply_edit(0, 0, "\n");
  EXPECT_EQ(doc.units_lowered(), 0u);
  EXPECT_EQ(doc.units()[49]->anchor().point.row, 50u);
  ExpectSameUnits(doc, Document(doc.text()), 0);
}

// A text at rest keeps its tree and drops its lowered statements; waking, or the next edit, lowers
// them again as a fresh document has them. A chunked text keeps its units (they are per chunk).
TEST(Document, ARestingTextLowersItsStatementsAgainOnWakeOrEdit) {
  for (const std::string path : {"job.py", "Job.scala"}) {
    const std::string text =
        path == "job.py"
            ? kSource
            : "object Job {\n  val root = \"/chk\"\n  def main(a: Array[String]): Unit = {\n"
              "    spark.readStream.table(\"t\").writeStream.option(\"checkpointLocation\", root).start()\n  }\n}\n";
    Document doc(text, path);
    const std::size_t units = doc.units().size();
    ASSERT_GT(units, 0u) << path;
    const std::string tree = doc.tree().sexp();
    doc.rest();
    EXPECT_TRUE(doc.resting());
    EXPECT_TRUE(doc.units().empty());
    EXPECT_EQ(doc.tree().sexp(), tree);  // the tree stays: the next edit parses incrementally
    doc.wake();
    EXPECT_FALSE(doc.resting());
    EXPECT_EQ(doc.units_lowered(), units);
    ExpectSameUnits(doc, Document(text, path), 0);

    doc.rest();
    const std::size_t at = text.find("/chk") + 1;
    doc.apply_edit(at, at, "x");
    EXPECT_FALSE(doc.resting());
    ExpectSameUnits(doc, Document(doc.text(), path), 1);
  }
  Document broken("x = (\n" + std::string(kSource));  // a bracket left open above: kept in chunks
  ASSERT_TRUE(broken.chunked());
  const std::size_t units = broken.units().size();
  broken.rest();
  EXPECT_FALSE(broken.resting());
  EXPECT_EQ(broken.units().size(), units);
}

TEST(Document, ClampsOutOfRangeEdits) {
  Document doc("x = 1\n");
  doc.apply_edit(100, 200, "y = 2\n");
  EXPECT_EQ(doc.text(), "x = 1\ny = 2\n");
  doc.apply_edit(4, 2, "3");  // reversed: an insertion at 4
  EXPECT_EQ(doc.text(), "x = 31\ny = 2\n");
  EXPECT_EQ(doc.tree().sexp(), SyntaxTree::parse(doc.text()).sexp());
}

TEST(Document, ReplaceAllReparses) {
  Document doc("x = (");
  EXPECT_TRUE(doc.tree().has_error());
  doc.replace_all("x = 1\n");
  EXPECT_FALSE(doc.tree().has_error());
  EXPECT_EQ(doc.text(), "x = 1\n");
}

// 16,000 unterminated strings: tree-sitter's whole parse takes seconds, so the document keeps no
// whole tree but chunks of statements, each parsed alone; an edit parses again only the chunk it
// touched, and a replacement that parses brings the whole tree back.
TEST(Document, ATextTooBrokenToParseInTimeIsKeptInChunks) {
  std::string broken = "spark.readStream.table('a').writeStream.trigger(once=True).toTable('x')\n";
  for (int i = 0; i < 16000; ++i) broken += "\")\n";
  broken += "z = 2\n";
  Document doc(broken, "broken.py");
  EXPECT_FALSE(doc.parsed());
  EXPECT_TRUE(doc.tree().empty());
  ASSERT_TRUE(doc.chunked());
  EXPECT_EQ(doc.chunks().trees.size(), 16002u);  // every line starts a chunk
  // A lone `")` lowers to no statement (tree-sitter's root is the error), as in `check`.
  ASSERT_EQ(doc.units().size(), 2u);
  EXPECT_EQ(doc.units().back()->anchor().point.row, 16001u);
  doc.apply_edit(0, 5, "SPARK");
  EXPECT_EQ(doc.text().substr(0, 10), "SPARK.read");
  EXPECT_FALSE(doc.parsed());
  EXPECT_EQ(doc.units_lowered(), 1u);  // the first chunk's statement only
  EXPECT_EQ(doc.units().front()->text().substr(0, 10), "SPARK.read");
  // A new line in the middle: its statement is lowered, the last one is kept and moved a row down.
  const std::size_t middle = doc.text().find("\")\n", doc.text().size() / 2);
  const SyntaxUnit* last = doc.units().back().get();
  doc.apply_edit(middle, middle, "x = 1\n");
  EXPECT_EQ(doc.units_lowered(), 1u);
  ASSERT_EQ(doc.units().size(), 3u);
  EXPECT_EQ(doc.units()[1]->text(), "x = 1");
  EXPECT_EQ(doc.units().back().get(), last);
  EXPECT_EQ(doc.units().back()->anchor().point.row, 16002u);
  EXPECT_EQ(doc.units().back()->anchor().byte, doc.text().size() - 6);
  // Deleting the broken lines leaves no chunk with an error: the whole parse is tried and holds.
  const std::size_t broken_from = doc.text().find("\")\n");
  const std::size_t broken_to = doc.text().rfind("\")\n") + 3;
  doc.apply_edit(broken_from, broken_to, "");
  EXPECT_TRUE(doc.parsed());
  EXPECT_FALSE(doc.chunked());
  ASSERT_EQ(doc.units().size(), 2u);
  EXPECT_EQ(doc.units().back()->text(), "z = 2");
  EXPECT_EQ(doc.tree().sexp(), SyntaxTree::parse(doc.text()).sexp());
  doc.replace_all(kSource);
  EXPECT_TRUE(doc.parsed());
  EXPECT_FALSE(doc.chunked());
  EXPECT_FALSE(doc.units().empty());
}

TEST(Document, AKeystrokeWhoseIncrementalParseRunsLongKeepsTheTextInChunksUntilItParsesAgain) {
  // 300 KB: an unclosed call typed near the top turns the rest into one ERROR node, which
  // tree-sitter re-summarises on every later keystroke (hundreds of milliseconds each, against
  // the 87 ms budget; its whole parse, once the call is closed, takes about 50 ms).
  std::string text;
  for (int i = 0; text.size() < 300'000; ++i) {
    text += "def helper_" + std::to_string(i) + "(x, y):\n    # a comment\n    return {'k': (x + y) * 2}\n\n";
  }
  // Whole parses get a minute (a sanitizer build is slow); a keystroke keeps its own budget.
  Document doc(text, "big.py", 60'000'000);
  ASSERT_TRUE(doc.parsed());
  const std::size_t functions = doc.units().size();
  const std::size_t at = doc.text().find("def helper_25(");
  doc.apply_edit(at, at, "x = foo(\n");
  EXPECT_FALSE(doc.parsed());
  ASSERT_TRUE(doc.chunked());
  EXPECT_EQ(doc.units().size(), functions);  // `x = foo(` is an error and lowers to nothing
  // A keystroke far below parses only its chunk; the functions after the error are still there.
  const std::size_t comment = doc.text().find("# a comment", doc.text().size() / 2);
  doc.apply_edit(comment + 3, comment + 3, "n");
  EXPECT_EQ(doc.units_lowered(), 1u);
  EXPECT_EQ(doc.units().size(), functions);
  // Closing the call leaves no chunk with an error: the whole parse is read again, as afresh.
  const std::size_t open = doc.text().find("x = foo(") + 8;
  doc.apply_edit(open, open, ")");
  EXPECT_TRUE(doc.parsed());
  EXPECT_FALSE(doc.chunked());
  EXPECT_EQ(doc.units().size(), functions + 1);
  EXPECT_EQ(doc.tree().sexp(), SyntaxTree::parse(doc.text()).sexp());
}

// A keystroke left the text in chunks (its incremental parse ran long) or with a syntax error its
// incremental parse kept: settle() reads it afresh, as opening it does, once the user pauses.
TEST(Document, SettlingAnUnsettledTextReadsItAsOpeningItDoes) {
  std::string text;
  for (int i = 0; text.size() < 300'000; ++i) {
    text += "def helper_" + std::to_string(i) + "(x, y):\n    # a comment\n    return {'k': (x + y) * 2}\n\n";
  }
  // Whole parses get a minute here (the keystroke budget stays), so a slow machine reads the same.
  constexpr std::uint64_t kMinute = 60'000'000;
  Document doc(text, "big.py", kMinute);
  EXPECT_FALSE(doc.unsettled());
  EXPECT_FALSE(doc.settle());  // nothing to do
  const std::size_t at = doc.text().find("def helper_25(");
  doc.apply_edit(at, at, "x = 1 +\n");
  ASSERT_TRUE(doc.unsettled());
  EXPECT_TRUE(doc.settle());
  EXPECT_FALSE(doc.unsettled());
  const Document fresh(doc.text(), "big.py", kMinute);
  ASSERT_TRUE(fresh.parsed());
  ASSERT_TRUE(doc.parsed());
  EXPECT_EQ(doc.tree().sexp(), fresh.tree().sexp());
  ExpectSameUnits(doc, fresh, 0);
  // An edit whose incremental parse keeps an error in a large text is unsettled too; a clean one
  // is not (an error-free incremental parse is a fresh parse's).
  const std::size_t open = doc.text().find("x = 1 +") + 7;
  doc.apply_edit(open, open, " 2");
  EXPECT_FALSE(doc.unsettled());
  const std::size_t body = doc.text().find("return {'k'", doc.text().size() / 2);
  doc.apply_edit(body, body, "(");
  EXPECT_TRUE(doc.unsettled());
  EXPECT_TRUE(doc.settle());
  // That bracket runs on into the next `def`: opened, the text is kept in chunks, and so it is now.
  const Document reopened(doc.text(), "big.py", kMinute);
  EXPECT_TRUE(reopened.chunked());
  ExpectSameCells(doc, reopened, 1);
}

// A bracket left open above later statements (the user is typing a call): opened or edited, the
// text is kept in chunks, so the later statements keep their units, as `check` reads them
// (broken_bracket_runs_on); the edit that closes it reads the text whole again.
TEST(Document, ABracketLeftOpenAboveLaterStatementsKeepsThemInChunks) {
  const std::string later = "q = spark.readStream.table('a').writeStream.toTable('b')\n\n\ndef f():\n    return 1\n";
  Document doc("x = foo(\n" + later, "job.py");
  EXPECT_FALSE(doc.parsed());
  ASSERT_TRUE(doc.chunked());
  ASSERT_EQ(doc.units().size(), 2u);
  EXPECT_EQ(doc.units()[0]->text(), "q = spark.readStream.table('a').writeStream.toTable('b')");
  doc.apply_edit(8, 8, ")");
  EXPECT_TRUE(doc.parsed());
  EXPECT_EQ(doc.units().size(), 3u);
  doc.apply_edit(8, 9, "");
  EXPECT_TRUE(doc.chunked());
  ExpectSameCells(doc, Document(doc.text(), "job.py"), 0);
  EXPECT_EQ(doc.units().size(), 2u);
  EXPECT_FALSE(doc.unsettled());
}

// A large Scala text is unsettled after an edit that leaves a syntax error, and settling reads it
// as opening it does; a small one with an error is parsed afresh at once (never unsettled).
TEST(Document, ALargeScalaTextWithAnErrorIsUnsettledUntilSettled) {
  std::string text = "object Big {\n";
  for (int i = 0; text.size() < 60'000; ++i) {
    text += "  def helper" + std::to_string(i) + "(x: Int): Int = {\n    val y = x * 2\n    y + 1\n  }\n";
  }
  text += "}\n";
  constexpr std::uint64_t kMinute = 60'000'000;
  Document doc(text, "Big.scala", kMinute);
  ASSERT_TRUE(doc.parsed());
  const std::size_t at = doc.text().find("val y = x * 2", doc.text().size() / 2) + 13;
  const std::string broken = "\n    val = if";  // (an unbalanced bracket would be blanked, no error)
  doc.apply_edit(at, at, broken);
  ASSERT_TRUE(doc.unsettled());
  EXPECT_TRUE(doc.settle());
  const Document fresh(doc.text(), "Big.scala", kMinute);
  EXPECT_EQ(doc.tree().sexp(), fresh.tree().sexp());
  ExpectSameUnits(doc, fresh, 0);
  doc.apply_edit(at, at + broken.size(), "");  // the error removed: an error-free parse is a fresh parse's
  EXPECT_FALSE(doc.unsettled());

  Document small("object Small {\n  def f(x: Int): Int = x\n}\n", "Small.scala");
  small.apply_edit(30, 30, "\n  val = if");
  ASSERT_TRUE(ts_node_has_error(small.tree().root()));
  EXPECT_FALSE(small.unsettled());
  EXPECT_EQ(small.tree().sexp(), Document(small.text(), "Small.scala").tree().sexp());
}

// A chunked document (forced with a parse budget of 0) after random edits: its units, chunk
// places and chunk trees (edited to their new places, not parsed again) are a fresh chunked
// document's, and its noqa comments are read from them at their new places.
TEST(Document, ChunkedEditsMatchAFreshChunkedParse) {
  const std::string source = std::string(kSource) + "x = 1  # noqa: SR301\n\"\n)\n" + kSource;
  const char* fragments[] = {"(", ")", "\n", "    ", "\"", "é", "# noqa\n", "\\\n", "else:\n", "y = 2\n", ""};
  Document doc(source, "job.py", 0);
  ASSERT_TRUE(doc.chunked());
  std::string expected = source;
  std::mt19937 rng(20261201);
  for (int step = 0; step < 300; ++step) {
    ApplyRandomEdit(rng, expected, doc, fragments, 30);
    ASSERT_EQ(doc.text(), expected) << "step " << step;
    const Document fresh(expected, "job.py", 0);
    ASSERT_TRUE(doc.chunked() && fresh.chunked()) << "step " << step;
    ExpectSameCells(doc, fresh, step);
    if (::testing::Test::HasFatalFailure()) return;
    for (std::size_t i = 0; i < fresh.chunks().trees.size(); ++i) {
      const TSNode x = doc.chunks().trees[i].root(), y = fresh.chunks().trees[i].root();
      ASSERT_EQ(ts_node_end_byte(x), ts_node_end_byte(y)) << "step " << step << " chunk " << i;
      const auto comments = find_noqa_comments(x, expected), fresh_comments = find_noqa_comments(y, expected);
      ASSERT_EQ(comments.size(), fresh_comments.size()) << "step " << step << " chunk " << i;
      for (std::size_t c = 0; c < comments.size(); ++c) {
        ASSERT_EQ(comments[c].range, fresh_comments[c].range) << "step " << step << " chunk " << i;
        ASSERT_EQ(comments[c].codes, fresh_comments[c].codes) << "step " << step << " chunk " << i;
      }
    }
  }
}

// A Python notebook export is kept in cells: each cell parsed on its own (magic lines blanked), a
// `%sql` cell one unit of SQL text, and an edit parses again only the cells it changed.
const char* kNotebook = R"(# Databricks notebook source
# MAGIC %pip install kafka
from pyspark.sql import functions as F
files = !ls /dbfs

# COMMAND ----------

raw = spark.readStream.format("kafka").option("subscribe", "t").load()
raw.createOrReplaceTempView("events")

# COMMAND ----------

# MAGIC %sql
# MAGIC SELECT k, count(*) FROM events GROUP BY k

# COMMAND ----------

%pip install delta
q = raw.writeStream.trigger(once=True).option("checkpointLocation", "/chk/é").toTable("t")
)";

TEST(Document, ANotebookExportIsKeptInCells) {
  Document doc(kNotebook, "nb.py");
  EXPECT_FALSE(doc.parsed());
  ASSERT_TRUE(doc.chunked());
  ASSERT_EQ(doc.chunks().trees.size(), 4u);
  ASSERT_EQ(doc.units().size(), 6u);  // import, files = ..., raw = ..., raw.create..., the SQL cell, q = ...
  EXPECT_EQ(doc.units()[1]->text(), "files = ...");
  std::size_t sql_cells = 0;
  for (const auto& unit : doc.units()) sql_cells += unit->root().symbol() == SyntaxUnit::kSqlCell;
  EXPECT_EQ(sql_cells, 1u);
  // An edit in the last cell lowers its statement only; the SQL cell's unit is kept.
  const SyntaxUnit* kept = doc.units()[4].get();
  const std::size_t at = doc.text().find("once=True");
  doc.apply_edit(at, at + 9, "availableNow=True");
  EXPECT_EQ(doc.units_lowered(), 1u);
  EXPECT_EQ(doc.units()[4].get(), kept);
  EXPECT_EQ(kept->root().symbol(), SyntaxUnit::kSqlCell);
  // A `%` typed at a line's start makes the line a magic: blanked past the typed byte, and the
  // cell, parsed again from its old tree, reads as a fresh parse does.
  const std::size_t view = doc.text().find("raw.createOrReplaceTempView");
  doc.apply_edit(view, view, "%");
  EXPECT_EQ(doc.units().size(), 5u);
  EXPECT_EQ(doc.chunks().trees[1].sexp(), Document(doc.text(), "nb.py").chunks().trees[1].sexp());
  doc.apply_edit(view, view + 1, "");
  EXPECT_EQ(doc.units().size(), 6u);
  EXPECT_EQ(doc.chunks().trees[1].sexp(), Document(doc.text(), "nb.py").chunks().trees[1].sexp());
  // A `!` typed after `name = ` makes the rest of the line a shell command whose output is assigned.
  const std::size_t value = doc.text().find("spark.readStream");
  doc.apply_edit(value, value, "!");
  EXPECT_EQ(doc.units()[2]->text(), "raw = ...");
  EXPECT_EQ(doc.chunks().trees[1].sexp(), Document(doc.text(), "nb.py").chunks().trees[1].sexp());
  // Removing the header makes it a module: parsed whole, the magic lines now syntax errors.
  doc.apply_edit(0, std::string_view(kNotebook).find('\n') + 1, "");
  EXPECT_TRUE(doc.parsed());
  EXPECT_FALSE(doc.chunked());
  EXPECT_EQ(doc.tree().sexp(), SyntaxTree::parse(doc.text()).sexp());
  // And typing it back keeps it in cells again.
  doc.apply_edit(0, 0, "# Databricks notebook source\n");
  EXPECT_FALSE(doc.parsed());
  EXPECT_TRUE(doc.chunked());
  EXPECT_EQ(doc.chunks().trees.size(), 4u);
  // A lone '\r' (old Mac line end): the analysis reads the text with it normalised, nothing is kept.
  const std::size_t line_end = doc.text().find('\n', 40);
  doc.apply_edit(line_end, line_end + 1, "\r");
  EXPECT_FALSE(doc.parsed());
  EXPECT_FALSE(doc.keeps_units());
  EXPECT_TRUE(doc.units().empty());
  doc.apply_edit(line_end, line_end + 1, "\n");
  EXPECT_TRUE(doc.chunked());
  EXPECT_EQ(doc.units().size(), 6u);
}

// An edit that opens a bracket in a cell without errors: parsed from the cell's old tree,
// tree-sitter recovered differently from a fresh parse of the cell (it read the next statement as
// a query of its own), so a cell that gets an error is parsed afresh. Found by a stress run.
TEST(Document, ACellThatGetsAnErrorReadsAsAFreshParse) {
  const std::string text =
      "# Databricks notebook source\nx = 1\n\n# COMMAND ----------\n\n"
      "d.writeStream.option('checkpointLocation', '/chk/d').toTable('dd')\n\n# COMMAND ----------\n\n"
      "spark.readStream.table('clicks').createOrReplaceTempView('clicks_v')\n"
      "agg2 = spark.sql('SELECT page, c[ount(*) AS n FROM clicks_v GROUP BY page')\n"
      "agg2.writeStream.outputMode('update').option('checkpointLocation', '/chk/a2').toTable('g')";
  Document doc(text, "nb.py");
  const std::size_t view = text.find("TempView(") + 9;
  doc.apply_edit(view, view, "(");
  const std::size_t table = doc.text().find("toTable('dd')") + 2;
  doc.apply_edit(table, table, "a==!'a\"");
  ExpectSameCells(doc, Document(doc.text(), "nb.py"), 0);
}

// A broken cell after an edit that moves it a row: kept, tree-sitter's recovery of it would differ
// from a fresh parse's (its first token's padding spans the rows before it), so it is parsed
// again in place. Found by fuzz_notebook.
TEST(Document, ABrokenCellMovedByAnEditReadsAsAFreshParse) {
  const std::string text =
      "# Databricks notebook source\n"
      "# D$atabricks notebook source\n"
      "# expect: SR102 line 20\n"
      "# expect: SR102 line 31\n"
      "# MAGIC %md\n"
      "# MAGIC ## Parcel scan fan-out\n"
      "\n"
      "# COMMAND ----------\n"
      "\n"
      "import os\n"
      "from pyoints\"\n"
      "scans = spark.readStream.table(\"ops.bronze_parcel_scans\")\n"
      "\n"
      "# COMMAND ----------\n"
      "\n"
      "(scans\n"
      "    .filter(F.col(\"scan_type\") == cans\"))\n"
      "\xef""\xbb""\xbf"" .trigger(availableN";
  Document doc(text, "nb.py");
  doc.apply_edit(104, 109, "T");  // "line 31\n# MAGIC" -> "line TMAGIC": one row less above the broken cell
  ExpectSameCells(doc, Document(doc.text(), "nb.py"), 0);
}

// A lone '\r' (old Mac line end) in a module: read by the analysis with it as '\n' (as `check`
// reads it), so the document keeps no tree; the edit that removes it parses the text again.
TEST(Document, ALoneCarriageReturnLeavesTheTextToTheAnalysis) {
  Document doc("a = 1\nb = 2\n", "job.py");
  ASSERT_TRUE(doc.parsed());
  doc.apply_edit(5, 6, "\r");
  EXPECT_FALSE(doc.parsed());
  EXPECT_FALSE(doc.keeps_units());
  EXPECT_FALSE(doc.timed_out());
  doc.apply_edit(5, 6, "\r\n");  // CRLF is no lone '\r'
  ASSERT_TRUE(doc.parsed());
  EXPECT_EQ(doc.units().size(), 2u);
  doc.apply_edit(6, 7, "");  // deleting the '\n' of "\r\n" leaves a lone '\r' before the edit
  EXPECT_FALSE(doc.parsed());
  doc.apply_edit(5, 6, "\n");
  EXPECT_TRUE(doc.parsed());
  EXPECT_EQ(doc.tree().sexp(), SyntaxTree::parse(doc.text()).sexp());
}

// Random edits of a notebook export, separators, magics and SQL cells included: its units, cell
// places and cell trees are a fresh document's.
TEST(Document, NotebookEditsMatchAFreshNotebook) {
  const char* fragments[] = {"(", ")", "\n", "    ", "\"", "é", "# noqa\n", "# COMMAND ----------\n", "%pip install x\n",
                             "# MAGIC %sql\n", "# MAGIC SELECT 1\n", "x = !ls\n", "# MAGIC", "y = 2\n", ""};
  // The cells three times over: edits take away about as much as they add.
  const std::string body = std::string(kNotebook).substr(std::string_view(kNotebook).find('\n') + 1);
  const std::string source = kNotebook + ("# COMMAND ----------\n" + body) + "# COMMAND ----------\n" + body;
  Document doc(source, "nb.py");
  std::string expected = source;
  std::mt19937 rng(20261202);
  int in_cells = 0;  // steps the text was still a notebook export
  for (int step = 0; step < 400; ++step) {
    // Mostly after the header line (an edit there may make the text a module, as a few do).
    ApplyRandomEdit(rng, expected, doc, fragments, 30, rng() % 50 == 0 ? 0 : 29);
    ASSERT_EQ(doc.text(), expected) << "step " << step;
    const Document fresh(expected, "nb.py");
    ASSERT_EQ(doc.chunked(), fresh.chunked()) << "step " << step;
    ASSERT_EQ(doc.parsed(), fresh.parsed()) << "step " << step;
    if (!fresh.chunked()) {
      ExpectSameUnits(doc, fresh, step);
      ASSERT_EQ(doc.tree().sexp(), fresh.tree().sexp()) << "step " << step;
      continue;
    }
    ++in_cells;
    ExpectSameCells(doc, fresh, step);
    if (::testing::Test::HasFatalFailure()) return;
  }
  EXPECT_GT(in_cells, 200) << in_cells;
}

}  // namespace
}  // namespace streamlint::analysis
