#include "analysis/suppression.h"

#include <gtest/gtest.h>

#include "analysis/analyze.h"
#include "analysis/sql_file.h"

namespace streamlint::analysis {
namespace {

const std::string kOnce =
    "spark.readStream.table('a').writeStream.option('checkpointLocation', '/c').trigger(once=True).start()";

std::vector<std::string> codes(const std::string& text, const RuleSelection& selection = {}) {
  std::vector<std::string> out;
  for (const auto& f : analyze({"", text, nullptr}, {}, selection).findings) {
    out.push_back(f.code + ":" + std::to_string(f.range.start.row + 1));
  }
  return out;
}

TEST(Noqa, SuppressesTheLineItIsOn) {
  std::string other = kOnce;
  other.replace(other.find("'/c'"), 4, "'/d'");  // its own checkpoint, so only SR301 remains
  EXPECT_EQ(codes(kOnce + "  # noqa\n" + other + "\n"), std::vector<std::string>{"SR301:2"});
  EXPECT_EQ(codes(kOnce + "  # noqa: SR301\n"), std::vector<std::string>{});
  EXPECT_EQ(codes(kOnce + "  # NOQA:sr301,E501\n"), std::vector<std::string>{});
  // After another comment on the line, as flake8 and ruff accept it.
  EXPECT_EQ(codes(kOnce + "  # type: ignore[call-arg]  # noqa: SR301\n"), std::vector<std::string>{});
  // A word containing noqa is not a directive.
  EXPECT_EQ(codes(kOnce + "  # see the noqa docs\n"), std::vector<std::string>{"SR301:1"});
}

TEST(Noqa, UnusedStreamlintCodesAreReported) {
  const std::string text = kOnce + "  # noqa: SR301, SR302, E501\nx = 1  # noqa: SR101\n";
  auto result = analyze({"", text, nullptr}, {});
  ASSERT_EQ(result.findings.size(), 2u);
  EXPECT_EQ(result.findings[0].code, "SR000");
  EXPECT_EQ(result.findings[0].message, "Unused noqa: SR302 suppresses nothing on this line.");
  EXPECT_EQ(apply_edits(text, result.findings[0].fix->edits), kOnce + "  # noqa: SR301, E501\nx = 1  # noqa: SR101\n");
  EXPECT_EQ(apply_edits(text, result.findings[1].fix->edits), kOnce + "  # noqa: SR301, SR302, E501\nx = 1\n");
  // A bare noqa and foreign codes are never reported; SR000 can itself be ignored.
  EXPECT_EQ(codes("x = 1  # noqa\ny = 2  # noqa: E501\n"), std::vector<std::string>{});
  EXPECT_EQ(codes("x = 1  # noqa: SR101\n", RuleSelection{{}, {"SR000"}}), std::vector<std::string>{});
}

// Found by a helper trying to break notebooks: removing an unused noqa removed the whole comment,
// which in a notebook's SQL cell is the whole `# MAGIC SELECT ...` line, and elsewhere another
// tool's directive before it.
TEST(Noqa, AnUnusedNoqaRemovesOnlyItself) {
  const std::string typed = "x = 1  # type: ignore  # noqa: SR101\n";
  auto result = analyze({"", typed, nullptr}, {});
  ASSERT_EQ(result.findings.size(), 1u);
  EXPECT_EQ(result.findings[0].code, "SR000");
  EXPECT_EQ(result.findings[0].range.start.column, 23u);  // at its `#`
  EXPECT_EQ(apply_edits(typed, result.findings[0].fix->edits), "x = 1  # type: ignore\n");
  // The words after it, and a comment after it, stay.
  for (const auto& [before, after] : std::vector<std::pair<std::string, std::string>>{
           {"x = 1  # noqa: SR101 -- legacy job, see JIRA-12\n", "x = 1  # -- legacy job, see JIRA-12\n"},
           {"x = 1  # noqa: SR101  # keep \xc3\xbc\n", "x = 1  # keep \xc3\xbc\n"}}) {
    const auto unused = analyze({"", before, nullptr}, {});
    ASSERT_EQ(unused.findings.size(), 1u) << before;
    EXPECT_EQ(apply_edits(before, unused.findings[0].fix->edits), after);
  }
  const std::string cell =
      "# Databricks notebook source\n"
      "# MAGIC %sql\n"
      "# MAGIC CREATE OR REPLACE STREAMING TABLE x AS SELECT * FROM STREAM(y) -- noqa: SR301\n";
  result = analyze({"nb.py", cell, nullptr}, {});
  ASSERT_EQ(result.findings.size(), 2u);
  EXPECT_EQ(result.findings[0].code, "SR703");
  EXPECT_EQ(result.findings[1].code, "SR000");
  EXPECT_EQ(result.findings[1].range.start.column, cell.find("-- noqa") - cell.find("# MAGIC CREATE"));
  EXPECT_EQ(apply_edits(cell, result.findings[1].fix->edits),
            "# Databricks notebook source\n# MAGIC %sql\n# MAGIC CREATE OR REPLACE STREAMING TABLE x AS SELECT * FROM STREAM(y)\n");
}

TEST(Noqa, StringsAreNotComments) {
  EXPECT_EQ(codes("x = '# noqa: SR301'; " + kOnce + "\n"), std::vector<std::string>{"SR301:1"});
  // The comments are found from where the text spells noqa (any case): one in a string first on
  // the line, then the comment's own.
  EXPECT_EQ(codes("x = 'noqa'; " + kOnce + "  # NoQa: SR301 (noqa twice)\n"), std::vector<std::string>{});
}

TEST(NoqaFix, AppendsMergesAndIsIdempotent) {
  auto fix_of = [](const std::string& text) {
    for (const auto& f : analyze({"", text, nullptr}, {}).findings) {
      if (f.code == "SR301") return disable_for_line_fix(text, nullptr, f);
    }
    return std::optional<Fix>{};
  };
  const std::string plain = kOnce + "\n";
  auto first = fix_of(plain);
  ASSERT_TRUE(first);
  const std::string once = apply_edits(plain, first->edits);
  EXPECT_EQ(once, kOnce + "  # noqa: SR301\n");
  EXPECT_FALSE(fix_of(once));  // applied: nothing left to disable
  const std::string merged = apply_edits(kOnce + "  # noqa: E501\n", fix_of(kOnce + "  # noqa: E501\n")->edits);
  EXPECT_EQ(merged, kOnce + "  # noqa: E501, SR301\n");
}

// In a pipeline .sql file the comment is SQL's (`-- noqa`): applied, it silences the finding and
// the next statement keeps its own; never inside a literal or comment that spans the line end.
TEST(NoqaFix, SqlFilesGetASqlComment) {
  const std::string sql =
      "CREATE OR REFRESH STREAMING TABLE u AS SELECT DISTINCT user_id FROM STREAM(bronze_orders);\n"
      "CREATE OR REPLACE STREAMING TABLE s AS SELECT * FROM STREAM(bronze_orders);\n";
  const auto codes = [](const std::string& text) {
    std::vector<std::string> out;
    for (const auto& f : analyze({"p.sql", text, nullptr}, {}).findings) out.push_back(f.code + ":" + std::to_string(f.range.start.row));
    return out;
  };
  ASSERT_EQ(codes(sql), (std::vector<std::string>{"SR204:0", "SR703:1"}));
  const auto result = analyze({"p.sql", sql, nullptr}, {});
  const auto fix = disable_for_line_fix(sql, nullptr, result.findings[0], "p.sql");
  ASSERT_TRUE(fix);
  const std::string fixed = apply_edits(sql, fix->edits);
  EXPECT_EQ(fixed.substr(0, fixed.find('\n')),
            "CREATE OR REFRESH STREAMING TABLE u AS SELECT DISTINCT user_id FROM STREAM(bronze_orders);  -- noqa: SR204");
  EXPECT_EQ(codes(fixed), (std::vector<std::string>{"SR703:1"}));
  const std::string in_literal = "CREATE OR REPLACE STREAMING TABLE s COMMENT 'one\ntwo' AS SELECT * FROM STREAM(b);\n";
  const auto literal = analyze({"p.sql", in_literal, nullptr}, {});
  ASSERT_FALSE(literal.findings.empty());
  // The line ends inside a literal: the comment closes the statement instead.
  const auto closing = disable_for_line_fix(in_literal, nullptr, literal.findings[0], "p.sql");
  ASSERT_TRUE(closing);
  EXPECT_EQ(apply_edits(in_literal, closing->edits),
            "CREATE OR REPLACE STREAMING TABLE s COMMENT 'one\ntwo' AS SELECT * FROM STREAM(b);  -- noqa: SR703\n");
  EXPECT_TRUE(analyze({"p.sql", apply_edits(in_literal, closing->edits), nullptr}, {}).findings.empty());
  // A statement that never ends (its literal never closes) takes none.
  const std::string open_literal = "CREATE OR REPLACE STREAMING TABLE s COMMENT 'one\ntwo AS SELECT * FROM STREAM(b);\n";
  for (const auto& f : analyze({"p.sql", open_literal, nullptr}, {}).findings) {
    EXPECT_FALSE(disable_for_line_fix(open_literal, nullptr, f, "p.sql")) << f.code;
  }
}

// A notebook's `%sql` cell (a `.py` export, or an .ipynb read as one) takes SQL's `-- noqa` after
// its `# MAGIC` text: `# noqa` there would be SQL the cell no longer runs, and would silence nothing.
TEST(NoqaFix, ANotebookSqlCellGetsASqlComment) {
  const std::string nb =
      "# Databricks notebook source\n"
      "x = 1\n"
      "# COMMAND ----------\n"
      "# MAGIC %sql\n"
      "# MAGIC CREATE OR REPLACE STREAMING TABLE a AS SELECT * FROM STREAM(x);\n"
      "# MAGIC CREATE OR REPLACE STREAMING TABLE b COMMENT 'one\n"
      "# MAGIC two' AS SELECT * FROM STREAM(x);\n";
  const auto rows = [](const std::string& text) {
    std::vector<std::string> out;
    for (const auto& f : analyze({"nb.py", text, nullptr}, {}).findings) out.push_back(f.code + ":" + std::to_string(f.range.start.row));
    return out;
  };
  ASSERT_EQ(rows(nb), (std::vector<std::string>{"SR703:4", "SR703:5"}));
  const auto result = analyze({"nb.py", nb, nullptr}, {});
  const auto fix = disable_for_line_fix(nb, nullptr, result.findings[0], "nb.py");
  ASSERT_TRUE(fix);
  const std::string fixed = apply_edits(nb, fix->edits);
  EXPECT_NE(fixed.find("STREAM(x);  -- noqa: SR703\n# MAGIC CREATE OR REPLACE STREAMING TABLE b"), std::string::npos);
  EXPECT_EQ(rows(fixed), (std::vector<std::string>{"SR703:5"}));
  // The second statement's first line ends inside its literal: the comment closes the statement.
  const auto second = disable_for_line_fix(nb, nullptr, result.findings[1], "nb.py");
  ASSERT_TRUE(second);
  const std::string closed = apply_edits(nb, second->edits);
  EXPECT_NE(closed.find("# MAGIC two' AS SELECT * FROM STREAM(x);  -- noqa: SR703\n"), std::string::npos);
  EXPECT_EQ(rows(closed), (std::vector<std::string>{"SR703:4"}));
}

// Where a string spans the end of the finding's line, the comment goes at the end of its
// statement's logical line, where it works; never inside the string.
TEST(NoqaFix, NeverLandsInsideAString) {
  const std::string in_string = "q = (" + kOnce + ", '''\nmore''')\n";
  auto result = analyze({"", in_string, nullptr}, {});
  ASSERT_FALSE(result.findings.empty());
  const auto fix = disable_for_line_fix(in_string, nullptr, result.findings[0]);
  ASSERT_TRUE(fix);
  const std::string fixed = apply_edits(in_string, fix->edits);
  EXPECT_EQ(fixed, "q = (" + kOnce + ", '''\nmore''')  # noqa: SR301\n");
  EXPECT_EQ(codes(fixed), std::vector<std::string>{});
}

// Brackets and triple-quoted strings join lines as backslashes do: a noqa on any line of the
// statement (or of a compound statement's header, or a decorator) silences its findings; one on
// the next statement or in a body does not.
TEST(Noqa, ALogicalLineJoinedByBracketsOrAStringIsOneLine) {
  const std::string chain =
      "q = (spark.readStream.table('a').writeStream{0}\n"
      "     .option('checkpointLocation', '/c'){1}\n"
      "     .trigger(\n"
      "         once=True{2}\n"
      "     )\n"
      "     .start()){3}\n"
      "x = 1{4}\n";
  const auto with_noqa_at = [&](int at) {
    std::string text = chain;
    for (int i = 0; i < 5; ++i) {
      const std::string slot = "{" + std::to_string(i) + "}";
      text.replace(text.find(slot), slot.size(), i == at ? "  # noqa: SR301" : "");
    }
    return codes(text);
  };
  for (int at = 0; at < 4; ++at) EXPECT_EQ(with_noqa_at(at), std::vector<std::string>{}) << "noqa on line " << at;
  EXPECT_EQ(with_noqa_at(4), (std::vector<std::string>{"SR301:3", "SR000:7"}));
  const std::string sql = "spark.sql(\"\"\"\n  CREATE OR REPLACE STREAMING TABLE t AS SELECT * FROM STREAM(s)\n\"\"\")";
  EXPECT_EQ(codes(sql + "\n"), std::vector<std::string>{"SR703:1"});
  EXPECT_EQ(codes(sql + "  # noqa: SR703\n"), std::vector<std::string>{});
  // In a function: the header's logical line is not the body's.
  const std::string def = "def f(a,  # noqa: SR301\n      b):\n    " + kOnce + "\n";
  EXPECT_EQ(codes(def), (std::vector<std::string>{"SR000:1", "SR301:3"}));
  const std::string body = "def f():\n    " + kOnce + "  # noqa: SR301\n";
  EXPECT_EQ(codes(body), std::vector<std::string>{});
}

// Statements joined by `; \` make one logical line: a noqa at its end covers the line above, and
// "Disable" puts it there. Words after the codes are the user's reason, not codes.
TEST(Noqa, StatementsJoinedByABackslashAndReasonsAfterTheCodes) {
  const std::string joined = kOnce + " ; \\\nx = 1\n";
  EXPECT_EQ(codes(joined), std::vector<std::string>{"SR301:1"});
  EXPECT_EQ(codes(kOnce + " ; \\\nx = 1  # noqa: SR301\n"), std::vector<std::string>{});
  const auto result = analyze({"", joined, nullptr}, {});
  ASSERT_EQ(result.findings.size(), 1u);
  const auto fix = disable_for_line_fix(joined, nullptr, result.findings[0]);
  ASSERT_TRUE(fix);
  EXPECT_EQ(apply_edits(joined, fix->edits), kOnce + " ; \\\nx = 1  # noqa: SR301\n");
  // A backslash ending a comment continues nothing.
  EXPECT_EQ(codes(kOnce + "  # C:\\\nx = 1  # noqa: SR301\n"), (std::vector<std::string>{"SR301:1", "SR000:2"}));
  // The reason stays a reason: it is never reported, and Disable adds its code before it.
  EXPECT_EQ(codes(kOnce + "  # noqa: SR301 legacy job, see TICKET-12\n"), std::vector<std::string>{});
  const std::string reasoned = kOnce + "  # noqa: SR101 because reasons\n";
  const auto r = analyze({"", reasoned, nullptr}, {});
  std::vector<std::string> found;
  for (const auto& f : r.findings) found.push_back(f.code);
  ASSERT_EQ(found, (std::vector<std::string>{"SR301", "SR000"}));
  const auto merged = disable_for_line_fix(reasoned, nullptr, r.findings[0]);
  ASSERT_TRUE(merged);
  EXPECT_EQ(apply_edits(reasoned, merged->edits), kOnce + "  # noqa: SR101, SR301 because reasons\n");
}

// A notebook's SQL cell: its statements are logical lines too.
// A noqa follows its language's comment marker: `#` in Python, `--` in SQL (also on a `%sql`
// cell's MAGIC lines), `//` in Scala. Another marker's noqa is prose quoting it, not a directive
// (it was reported as an unused SR000).
TEST(Noqa, AnotherLanguagesMarkerIsProse) {
  EXPECT_EQ(codes("# see the `-- noqa: SR703` note in the README\nx = 1\n"), std::vector<std::string>{});
  EXPECT_EQ(codes(kOnce + "  # like // noqa: SR301 in Scala\n"), std::vector<std::string>{"SR301:1"});
  // A MAGIC line of a cell that is not SQL (its magic is not on the cell's first line).
  const std::string python_cell = "# Databricks notebook source\n" + kOnce + "  # MAGIC x -- noqa: SR301\n";
  EXPECT_EQ(analyze({"nb.py", python_cell, nullptr}, {}).findings.size(), 1u);
  const std::string sql = "CREATE STREAMING TABLE a AS SELECT * FROM STREAM(b); -- quoting # noqa: SR101\n";
  EXPECT_TRUE(find_sql_noqa_comments(sql).empty());
  EXPECT_EQ(find_sql_noqa_comments("SELECT 1; -- noqa: SR703\n").size(), 1u);
  const std::string scala = "val x = 1 // as in Python: # noqa: SR301\nval y = 2 // noqa: SR301\n";
  const auto scala_noqa = analyze({"Job.scala", scala, nullptr}, {}).noqa;
  ASSERT_EQ(scala_noqa.size(), 1u);
  EXPECT_EQ(scala_noqa[0].row, 1u);
}

// A Scala notebook's `%sql` cell takes SQL's `-- noqa`, which covers its statement, and its
// "Disable for this line" writes one (it offered none there).
TEST(Noqa, AScalaNotebooksSqlCellTakesASqlNoqa) {
  const std::string nb =
      "// Databricks notebook source\n"
      "// MAGIC %sql\n"
      "// MAGIC CREATE OR REPLACE STREAMING TABLE a\n"
      "// MAGIC AS SELECT * FROM STREAM(x)\n";
  const auto found = analyze({"nb.scala", nb, nullptr}, {}).findings;
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(found[0].code, "SR703");
  const auto fix = disable_for_line_fix(nb, nullptr, found[0], "nb.scala");
  ASSERT_TRUE(fix);
  const std::string silenced = apply_edits(nb, fix->edits);
  EXPECT_EQ(silenced,
            "// Databricks notebook source\n// MAGIC %sql\n"
            "// MAGIC CREATE OR REPLACE STREAMING TABLE a  -- noqa: SR703\n// MAGIC AS SELECT * FROM STREAM(x)\n");
  EXPECT_TRUE(analyze({"nb.scala", silenced, nullptr}, {}).findings.empty());
  // On the statement's last line it covers the statement too.
  const std::string last = nb.substr(0, nb.size() - 1) + " -- noqa: SR703\n";
  EXPECT_TRUE(analyze({"nb.scala", last, nullptr}, {}).findings.empty());
}

TEST(Noqa, ASqlCellStatementIsOneLogicalLine) {
  const std::string cell =
      "# Databricks notebook source\n"
      "# MAGIC %sql\n"
      "# MAGIC CREATE OR REPLACE STREAMING TABLE a\n"
      "# MAGIC AS SELECT * FROM STREAM(x) -- noqa: SR703\n"
      "# MAGIC ;\n"
      "# MAGIC CREATE OR REPLACE STREAMING TABLE b AS SELECT * FROM STREAM(x);\n";
  auto result = analyze({"nb.py", cell, nullptr}, {});
  std::vector<std::string> found;
  for (const auto& f : result.findings) found.push_back(f.code + ":" + std::to_string(f.range.start.row + 1));
  EXPECT_EQ(found, std::vector<std::string>{"SR703:6"});
}

// A SQL file's logical line is its statement.
TEST(Noqa, ASqlStatementIsOneLogicalLine) {
  const std::string sql = "CREATE OR REPLACE STREAMING TABLE a\nAS SELECT * FROM STREAM(x); -- noqa: SR703\n"
                          "CREATE OR REPLACE STREAMING TABLE b AS SELECT * FROM STREAM(x);\n";
  auto result = analyze({"p.sql", sql, nullptr}, {});
  std::vector<std::uint32_t> rows;
  for (const auto& f : result.findings) rows.push_back(f.range.start.row);
  EXPECT_EQ(rows, std::vector<std::uint32_t>{2});
}

// A statement continued with a backslash is one logical line: its comment can only close the last
// physical line, and there it silences the whole statement (the README's own example shape).
TEST(Noqa, ALogicalLineJoinedByBackslashesIsOneLine) {
  const std::string continued =
      "q = spark.readStream.table('a').writeStream.trigger(once=True) \\\n"
      "    .option('checkpointLocation', '/c') \\\n"
      "    .start()\n";
  EXPECT_EQ(codes(continued), std::vector<std::string>{"SR301:1"});
  EXPECT_EQ(codes(continued.substr(0, continued.size() - 1) + "  # noqa: SR301\n"), std::vector<std::string>{});
  // A noqa on the line after the statement is not part of it.
  EXPECT_EQ(codes(continued + "x = 1  # noqa: SR301\n"), (std::vector<std::string>{"SR301:1", "SR000:4"}));
  const auto result = analyze({"", continued, nullptr}, {});
  ASSERT_EQ(result.findings.size(), 1u);
  const auto fix = disable_for_line_fix(continued, nullptr, result.findings[0]);
  ASSERT_TRUE(fix);
  const std::string fixed = apply_edits(continued, fix->edits);
  EXPECT_EQ(fixed, continued.substr(0, continued.size() - 1) + "  # noqa: SR301\n");
  EXPECT_EQ(codes(fixed), std::vector<std::string>{});
  EXPECT_FALSE(disable_for_line_fix(fixed, nullptr, result.findings[0]));  // already silenced
}

TEST(RuleSelection, PrefixesAndLongestMatch) {
  RuleSelection s{{"SR3"}, {"SR301"}};
  EXPECT_TRUE(s.enabled("SR302"));
  EXPECT_FALSE(s.enabled("SR301"));
  EXPECT_FALSE(s.enabled("SR101"));
  EXPECT_TRUE(RuleSelection{}.enabled("SR101"));
  EXPECT_TRUE((RuleSelection{{"SR301"}, {"SR3"}}.enabled("SR301")));
}

}  // namespace
}  // namespace streamlint::analysis
