// A module parsed coarsely (chunk by chunk, no tree kept: python_source.h) reads as the whole parse
// does: the same statements, noqa comments, findings and fixes.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "analysis/analyze.h"
#include "analysis/notebook.h"
#include "analysis/python_source.h"
#include "analysis/suppression.h"

namespace streamlint::analysis {
namespace {

std::vector<std::uint32_t> chunk_rows(std::string_view text, bool brackets = false) {
  std::vector<std::uint32_t> rows;
  for (const auto& [byte, point] : python_chunk_starts(text, brackets)) rows.push_back(point.row);
  return rows;
}

TEST(CoarseParse, ChunksStartOnlyWhereAStatementCan) {
  const std::string text =
      "QUERY = \"\"\"\n"          // 0: a chunk
      "SELECT *\n"                // 1: inside the string
      "FROM t # not a comment '''\n"
      "\"\"\"\n"                  // 3: closes it
      "@decorator\n"              // 4: a chunk
      "def f():\n"                // 5: decorated, same chunk
      "    return '''x\n"         // 6: opens a ''' string
      "y'''\n"                    // 7: inside it
      "if a:\n"                   // 8: a chunk
      "    pass\n"
      "else:\n"                   // 10: the same statement
      "    pass\n"
      "s = \"a '''\" + 'b \"\"\"'  # \"\"\" in a comment\n"  // 12: a chunk; no string left open
      "x = 1 + \\\n"              // 13: a chunk, continued
      "2\n"                       // 14: continuation
      "z = r'\\''\n";             // 15: a chunk; an escaped quote in a raw string
  EXPECT_EQ(chunk_rows(text), (std::vector<std::uint32_t>{0, 4, 8, 12, 13, 15}));
  // Data at column 0 inside brackets: one statement when brackets are followed (the coarse parse).
  const std::string data = "x = [\n1,\n2, ')]'\n]\ny = {\n'a': (1,\n2)}\nz = 3\n";
  EXPECT_EQ(chunk_rows(data, true), (std::vector<std::uint32_t>{0, 4, 7}));
  EXPECT_EQ(chunk_rows(data, false), (std::vector<std::uint32_t>{0, 1, 2, 4, 5, 6, 7}));
  // A method chain's next call written at column 0 continues its statement.
  EXPECT_EQ(chunk_rows("df = (spark.readStream\n.table('t'))\nq = 1\n"), (std::vector<std::uint32_t>{0, 2}));
  // A part of the text, from a given row.
  std::vector<std::uint32_t> rows;
  for (const auto& [byte, point] : python_chunk_starts(data, false, 6, 16, 1)) rows.push_back(point.row);
  EXPECT_EQ(rows, (std::vector<std::uint32_t>{1, 2}));
}

// A bracket left open above a line in column 0 that starts a statement: the module is read in chunks.
TEST(BrokenBracket, RunsOnIntoALineThatStartsAStatement) {
  const auto runs_on = [](const std::string& text) { return broken_bracket_runs_on(SyntaxTree::parse(text), text); };
  for (const char* next : {"df = spark.readStream.table('t')\n", "def f():\n    pass\n", "@dp.table\ndef t(): pass\n",
                           "import os\n", "total += 1\n", "x: int = 1\n", "self.rows[k] = 2\n", "for x in y:\n    pass\n",
                           "class Job:\n    pass\n", "return\n", "a, q = 1, 2\n", "(df.writeStream.start())\n",
                           "print(q)\n"}) {
    EXPECT_TRUE(runs_on(std::string("x = foo(\n") + next)) << next;
    EXPECT_TRUE(runs_on(std::string("def g():\n    rows = [\n") + next)) << next;
  }
  // Not into a value or an operator that continues an expression, nor without a syntax error, a
  // bracket never closed, or a later line; nor from a bracket a later line closes (a keyword
  // argument written in column 0) when the error is elsewhere.
  for (const char* text : {"x = [\n'a', 'b',\n", "x = (1 +\n@ b\n", "x = foo(\ny = 1)\nz = 2\n", "x = = 1\ny = 2\n",
                           "y = 1\nx = foo(\n", "x = foo(\n# z = 1\n", "x = foo('''\nz = 1\n",
                           "x = foo(1,\n    z == 1\n",
                           "e = e.withWatermark(\neventTime='ts', delayThreshold='10 minutes')\nc = e.count()\nprint(\n"}) {
    EXPECT_FALSE(runs_on(text)) << text;
  }
  // Read in chunks, the statements after the open bracket are checked.
  const std::string text = "x = foo(\nq = spark.readStream.table('a').writeStream.trigger(once=True).toTable('b')\n";
  EXPECT_TRUE(parse_python(text).chunked);
  const AnalysisResult result = analyze({"job.py", text, nullptr}, {});
  std::vector<std::string> found;
  for (const Finding& f : result.findings) found.push_back(f.code + ":" + std::to_string(f.range.start.row + 1));
  EXPECT_EQ(found, (std::vector<std::string>{"SR301:2", "SR101:2"}));
}

std::string describe(const std::vector<Finding>& findings) {
  std::string out;
  for (const Finding& f : findings) {
    out += f.code + " " + std::to_string(f.range.start_byte) + "-" + std::to_string(f.range.end_byte) + " " + f.message;
    if (f.fix) {
      out += " fix:";
      for (const TextEdit& e : f.fix->edits) out += " " + std::to_string(e.range.start_byte) + "=" + e.new_text;
    }
    out += "\n";
  }
  return out;
}

// A backslash at the end of a line inside a single-quoted string continues the string: the
// """ on the next line is inside it, and opens no triple-quoted string (found by a differential
// test of the coarse and the whole parse).
TEST(CoarseParse, ABackslashContinuesASingleQuotedStringToTheNextLine) {
  const std::string text =
      "s = 'a\\\n"
      "\"\"\"'\n"
      "t = \"\"\"\n"
      "spark.readStream.format('kafka').load().writeStream.trigger(once=True).toTable('x')\n"
      "\"\"\"\n"
      "spark.readStream.format('kafka').load().writeStream.trigger(once=True).toTable('x')\n"
      "u = \"(\\\r\n"
      "\"\n"
      "v = 1\n";
  EXPECT_EQ(chunk_rows(text, true), (std::vector<std::uint32_t>{0, 2, 5, 6, 8}));
  Snapshot whole{.path = "job.py", .text = text};
  Snapshot coarse{.path = "job.py", .text = text};
  coarse.coarse_bytes = 0;
  const std::string expected = describe(analyze(whole, {}).findings);
  EXPECT_EQ(describe(analyze(coarse, {}).findings), expected);
  EXPECT_NE(expected.find("SR301"), std::string::npos);
}

// A chunk that does not parse in time (an unclosed bracket before 16,000 unterminated strings: the
// rest of the text is one chunk) is parsed in the fallback's chunks, as parse_python parses it.
TEST(CoarseParse, AChunkTooSlowToParseIsParsedInTheFallbacksChunks) {
  std::string text = "spark.readStream.table('a').writeStream.trigger(once=True).toTable('x')\nx = (\n";
  for (int i = 0; i < 16000; ++i) text += "\")\n";
  text += "z = 2\n";
  const auto file = std::make_shared<const std::string>("broken.py");
  const ParsedPython coarse = parse_python_coarse(text, file);
  const ParsedPython fallback = parse_python(text);
  ASSERT_TRUE(fallback.chunked);
  const auto expected = fallback.units(file);
  ASSERT_EQ(coarse.lowered.size(), expected.size());
  for (std::size_t i = 0; i < expected.size(); ++i) {
    EXPECT_EQ(coarse.lowered[i]->text(), expected[i]->text());
    EXPECT_EQ(coarse.lowered[i]->anchor().byte, expected[i]->anchor().byte);
  }
  EXPECT_EQ(coarse.lowered.back()->text(), "z = 2");
}

// A chunk that parses in time but whose unclosed bracket runs on over the statements after it
// (tree-sitter's recovery reads them as the call's arguments) is read in the fallback's chunks too,
// so `check` of a module past coarse_module_bytes keeps the findings after the bracket, as the
// whole parse and the editor do.
TEST(CoarseParse, AnUnclosedBracketDoesNotHideTheStatementsAfterIt) {
  const std::string query = "spark.readStream.table('a').writeStream.trigger(once=True).toTable('x')\n";
  const std::string text = query + "x = foo(\n" + "y = 1\n" + query + "z = 2\n";
  Snapshot whole{.path = "job.py", .text = text};
  Snapshot coarse{.path = "job.py", .text = text};
  coarse.coarse_bytes = 0;
  const auto expected = analyze(whole, {}).findings;
  const auto rows = [](const std::vector<Finding>& findings, std::string_view code) {
    std::vector<std::uint32_t> out;
    for (const Finding& f : findings)
      if (f.code == code) out.push_back(f.range.start.row);
    return out;
  };
  EXPECT_EQ(rows(expected, "SR301"), (std::vector<std::uint32_t>{0, 3}));
  EXPECT_EQ(describe(analyze(coarse, {}).findings), describe(expected));
}

std::string read(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

// Every Python module under testdata/ that parses without a syntax error (what a coarse parse of a
// generated or vendored file meets).
std::vector<std::filesystem::path> clean_modules() {
  std::vector<std::filesystem::path> out;
  for (const auto& e : std::filesystem::recursive_directory_iterator(std::filesystem::path(STREAMLINT_SOURCE_DIR) / "testdata")) {
    if (!e.is_regular_file() || e.path().extension() != ".py") continue;
    const std::string text = read(e.path());
    if (is_databricks_notebook(text)) continue;
    const ParsedPython parsed = parse_python(text);
    if (parsed.chunked || parsed.trees.front().has_error()) continue;
    out.push_back(e.path());
  }
  std::sort(out.begin(), out.end());
  return out;
}

TEST(CoarseParse, LowersTheStatementsAndNoqaCommentsOfTheWholeParse) {
  const auto modules = clean_modules();
  ASSERT_GT(modules.size(), 100u);
  for (const auto& path : modules) {
    const std::string text = read(path);
    const auto file = std::make_shared<const std::string>(path.string());
    const ParsedPython whole = parse_python(text);
    const ParsedPython coarse = parse_python_coarse(text, file);
    ASSERT_TRUE(coarse.coarse);
    ASSERT_TRUE(coarse.trees.empty());
    const auto expected = whole.units(file);
    ASSERT_EQ(coarse.lowered.size(), expected.size()) << path;
    for (std::size_t i = 0; i < expected.size(); ++i) {
      const SyntaxUnit& a = *coarse.lowered[i];
      const SyntaxUnit& b = *expected[i];
      ASSERT_EQ(a.text(), b.text()) << path << " unit " << i;
      ASSERT_EQ(a.anchor().byte, b.anchor().byte) << path << " unit " << i;
      ASSERT_EQ(a.anchor().point, b.anchor().point) << path << " unit " << i;
      ASSERT_EQ(a.nodes().size(), b.nodes().size()) << path << " unit " << i;
    }
    const auto comments = find_noqa_comments(whole.trees.front().root(), text);
    ASSERT_EQ(coarse.noqa.size(), comments.size()) << path;
    for (std::size_t i = 0; i < comments.size(); ++i) {
      EXPECT_EQ(coarse.noqa[i].range, comments[i].range) << path;
      EXPECT_EQ(coarse.noqa[i].codes, comments[i].codes) << path;
    }
  }
}

TEST(CoarseParse, FindsTheFindingsAndFixesOfTheWholeParse) {
  std::size_t findings = 0, fixes = 0;
  for (const auto& path : clean_modules()) {
    const std::string text = read(path);
    const std::string name = path.filename().string();
    Snapshot whole{.path = name, .text = text};
    Snapshot coarse{.path = name, .text = text};
    coarse.coarse_bytes = 0;
    const AnalysisResult expected = analyze(whole, {});
    const AnalysisResult got = analyze(coarse, {});
    ASSERT_EQ(describe(got.findings), describe(expected.findings)) << path;
    findings += expected.findings.size();
    for (const Finding& f : expected.findings) fixes += f.fix.has_value();
  }
  // The files hold findings and fixes to compare (a check that compared nothing would pass).
  EXPECT_GT(findings, 100u);
  EXPECT_GT(fixes, 10u);
}

// No tree is kept, yet fixes are offered: each is proved on its chunk, parsed again.
TEST(CoarseParse, AFixIsProvedOnItsChunkParsedAgain) {
  const std::string text =
      "q = spark.readStream.table('a').writeStream.trigger(once=True).option('checkpointLocation', '/c').toTable('x')\n"
      "r = 1\n";
  Snapshot coarse{.path = "job.py", .text = text};
  coarse.coarse_bytes = 0;
  const AnalysisResult result = analyze(coarse, {});
  ASSERT_FALSE(result.findings.empty());
  const Finding& f = result.findings.front();
  EXPECT_EQ(f.code, "SR301");
  ASSERT_TRUE(f.fix.has_value());
  ASSERT_EQ(f.fix->edits.size(), 1u);
  EXPECT_EQ(f.fix->edits.front().new_text, "availableNow");
  EXPECT_EQ(f.fix->edits.front().range.start_byte, text.find("once"));
}

}  // namespace
}  // namespace streamlint::analysis
