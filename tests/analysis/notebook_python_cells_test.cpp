// A Databricks SQL or Scala notebook export's Python cells (`-- MAGIC %python`, `// MAGIC %python`):
// one Python module of the file's rows, its findings, fixes and noqa comments moved back where the
// file has them.
#include "analysis/notebook_python_cells.h"

#include <gtest/gtest.h>

#include "analysis/analyze.h"
#include "analysis/fixes.h"

namespace streamlint::analysis {
namespace {

const std::string kNotebook =
    "-- Databricks notebook source\n"                                      // 0
    "SELECT 1\n"                                                           // 1
    "\n"                                                                   // 2
    "-- COMMAND ----------\n"                                              // 3
    "\n"                                                                   // 4
    "-- DBTITLE 1,Copy the events\n"                                       // 5
    "-- MAGIC %python\n"                                                   // 6
    "-- MAGIC events = spark.readStream.table(\"events\")\n"               // 7
    "-- MAGIC\n"                                                           // 8
    "-- MAGIC (events.writeStream\n"                                       // 9
    "-- MAGIC     .option(\"checkpointLocation\", \"/chk/copy\")\n"        // 10
    "-- MAGIC     .trigger(once=True)\n"                                   // 11
    "-- MAGIC     .toTable(\"events_copy\"))\n"                            // 12
    "\n"                                                                   // 13
    "-- COMMAND ----------\n"                                              // 14
    "\n"                                                                   // 15
    "-- MAGIC %scala\n"                                                    // 16
    "-- MAGIC spark.readStream.table(\"a\").writeStream.toTable(\"b\")\n"  // 17
    "\n";

std::vector<std::string> findings_of(const std::string& text) {
  std::vector<std::string> out;
  for (const Finding& f : analyze({"nb.sql", text, nullptr}, {}).findings) {
    out.push_back(f.code + ":" + std::to_string(f.range.start.row) + ":" + std::to_string(f.range.start.column));
  }
  return out;
}

TEST(NotebookPythonCells, KeepsTheRowsTheirPythonAndSqlCells) {
  const auto cells = NotebookPythonCells::of(kNotebook);
  ASSERT_TRUE(cells);
  const std::string& module = cells->text();
  EXPECT_EQ(std::count(module.begin(), module.end(), '\n'), std::count(kNotebook.begin(), kNotebook.end(), '\n'));
  // The SQL cell's line is kept (its temp views are the Python cells'), blanked for the Python parse.
  ASSERT_EQ(cells->sql_cells().size(), 1u);
  EXPECT_EQ(cells->sql_cells()[0].start, (TextPoint{1, 0}));
  EXPECT_EQ(cells->python_text().substr(0, 12), "\n        \n\n\n");
  EXPECT_EQ(
      module,
      "\nSELECT 1\n\n\n\n\n\nevents = spark.readStream.table(\"events\")\n\n(events.writeStream\n"
      "    .option(\"checkpointLocation\", \"/chk/copy\")\n    .trigger(once=True)\n    .toTable(\"events_copy\"))\n"
      "\n\n\n\n\n\n");
  for (std::uint32_t row = 0; row < 19; ++row) EXPECT_EQ(cells->python_row(row), row >= 6 && row <= 12) << row;
  // `trigger` on row 11: column 5 of the module is column 14 of the file, and back.
  EXPECT_EQ(cells->to_file(TextPoint{11, 5}), (TextPoint{11, 14}));
  EXPECT_EQ(cells->to_module(TextPoint{11, 14}), (TextPoint{11, 5}));
  const std::uint32_t module_byte = static_cast<std::uint32_t>(module.find(".trigger"));
  EXPECT_EQ(cells->to_file_byte(module_byte), kNotebook.find(".trigger"));
  // A text a fix writes starts each new line with the prefix; on a bare `-- MAGIC` line it needs a blank.
  EXPECT_EQ(cells->to_file_text("a\n    b\n", {0, 0, {9, 0}, {9, 0}}), "a\n-- MAGIC     b\n-- MAGIC ");
  EXPECT_EQ(cells->to_file_text("x = 1", {0, 0, {8, 0}, {8, 0}}), " x = 1");
  // Not an export, or an export without a Python cell: nothing to read.
  EXPECT_FALSE(NotebookPythonCells::of("-- MAGIC %python\n-- MAGIC x = 1\n"));
  EXPECT_FALSE(NotebookPythonCells::of("-- Databricks notebook source\n-- MAGIC %md\n-- MAGIC x = 1\n"));
}

TEST(NotebookPythonCells, FindingsAndFixesAreWhereTheFileHasThem) {
  // The Scala cell is not Python; the Python cell's once=True is reported on its `.trigger(`.
  ASSERT_EQ(findings_of(kNotebook), (std::vector<std::string>{"SR301:11:13"}));
  const AnalysisResult result = analyze({"nb.sql", kNotebook, nullptr}, {});
  ASSERT_TRUE(result.findings[0].fix);
  const std::string fixed = apply_edits(kNotebook, result.findings[0].fix->edits);
  EXPECT_NE(fixed.find("-- MAGIC     .trigger(availableNow=True)\n"), std::string::npos);
  EXPECT_EQ(findings_of(fixed), std::vector<std::string>{});
  // A fix that writes a new line before the query's statement gives it the cell's prefix.
  const std::string join =
      "-- Databricks notebook source\n"
      "-- MAGIC %python\n"
      "-- MAGIC a = spark.readStream.table(\"a\").withWatermark(\"ts\", \"1 hour\")\n"
      "-- MAGIC b = spark.readStream.table(\"b\").withWatermark(\"ts\", \"1 hour\")\n"
      "-- MAGIC (a.join(b, \"id\").writeStream\n"
      "-- MAGIC     .option(\"checkpointLocation\", \"/chk/ab\").toTable(\"ab\"))\n";
  ASSERT_EQ(findings_of(join), (std::vector<std::string>{"SR206:4:11", "SR501:4:11"}));
  const AnalysisResult joined = analyze({"nb.sql", join, nullptr}, {});
  ASSERT_TRUE(joined.findings[1].fix);
  const std::string configured = apply_edits(join, joined.findings[1].fix->edits);
  EXPECT_NE(configured.find("\"1 hour\")\n-- MAGIC spark.conf.set(\"spark.sql.streaming.stateStore.providerClass\", "),
            std::string::npos)
      << configured;
  EXPECT_NE(configured.find("RocksDBStateStoreProvider\")\n-- MAGIC (a.join(b"), std::string::npos) << configured;
  EXPECT_EQ(findings_of(configured), (std::vector<std::string>{"SR206:5:11"}));
}

// A fix that removes a statement with its line removes the file's whole line, prefix included, and
// never the next cell's line (SQL, or a separator with no blank line before it).
TEST(NotebookPythonCells, RemovingAStatementKeepsTheNextCellsLines) {
  const std::string conf = "-- MAGIC spark.conf.set(\"spark.sql.streaming.stateStore.stateSchemaCheck\", \"false\")\n";
  for (const std::string& next : {std::string("SELECT * FROM t\n"), std::string("-- COMMAND ----------\nSELECT 1\n")}) {
    const std::string text = "-- Databricks notebook source\n-- MAGIC %python\n" + conf + next;
    const AnalysisResult result = analyze({"nb.sql", text, nullptr}, {});
    ASSERT_EQ(result.findings.size(), 1u) << text;
    EXPECT_EQ(result.findings[0].code, "SR106");
    ASSERT_TRUE(result.findings[0].fix);
    EXPECT_EQ(apply_edits(text, result.findings[0].fix->edits),
              "-- Databricks notebook source\n-- MAGIC %python\n" + next);
  }
  // A fix that ends at another cell's row ends before that row's line end (the cells stay apart).
  const auto cells =
      NotebookPythonCells::of("-- Databricks notebook source\n-- MAGIC %python\n-- MAGIC x = 1\nSELECT 1\n");
  ASSERT_TRUE(cells);
  Fix fix{"", {TextEdit{{0, 0, {2, 1}, {3, 0}}, ""}}, true};
  cells->to_file(fix);
  EXPECT_EQ(fix.edits[0].range.start, (TextPoint{2, 10}));
  EXPECT_EQ(fix.edits[0].range.end, (TextPoint{2, 14}));
}

// The line's comment is Python's, after the `-- MAGIC` text: SQL's `--` there would be Python code.
TEST(NotebookPythonCells, DisablingALineWritesAPythonNoqa) {
  const AnalysisResult result = analyze({"nb.sql", kNotebook, nullptr}, {});
  ASSERT_EQ(result.findings.size(), 1u);
  const auto fix = disable_for_line_fix(kNotebook, nullptr, result.findings[0], "nb.sql");
  ASSERT_TRUE(fix);
  const std::string silenced = apply_edits(kNotebook, fix->edits);
  EXPECT_NE(silenced.find("-- MAGIC     .trigger(once=True)  # noqa: SR301\n"), std::string::npos) << silenced;
  EXPECT_EQ(findings_of(silenced), std::vector<std::string>{});
  // The comment is the file's: an unused one is reported where it is written.
  std::string unused = silenced;
  unused.replace(unused.find("once=True"), 9, "availableNow=True");
  EXPECT_EQ(findings_of(unused), (std::vector<std::string>{"SR000:11:42"}));
}

// A Scala export's Python cell is Python (its message, fix and noqa are Python's, written after the
// `// MAGIC` text) and shares the file's checkpoints with its Scala cells; the Scala cells are not
// in the module.
TEST(NotebookPythonCells, AScalaExportsPythonCellsAreCheckedWithItsScalaCells) {
  const std::string scala =
      "// Databricks notebook source\n"                                 // 0
      "// MAGIC %python\n"                                              // 1
      "// MAGIC (spark.readStream.table(\"leads\").writeStream\n"       // 2
      "// MAGIC     .option(\"checkpointLocation\", \"/chk/leads\")\n"  // 3
      "// MAGIC     .trigger(once=True).toTable(\"a\"))\n"              // 4
      "\n"                                                              // 5
      "// COMMAND ----------\n"                                         // 6
      "\n"                                                              // 7
      "spark.readStream.table(\"leads\").writeStream\n"                 // 8
      "  .option(\"checkpointLocation\", \"/chk/leads\")\n"             // 9
      "  .trigger(Trigger.AvailableNow()).toTable(\"b\")\n";            // 10
  const auto cells = NotebookPythonCells::of(scala);
  ASSERT_TRUE(cells);
  EXPECT_TRUE(cells->sql_cells().empty());
  for (std::uint32_t row = 0; row < 11; ++row) EXPECT_EQ(cells->python_row(row), row >= 1 && row <= 4) << row;
  EXPECT_EQ(cells->text().find("Trigger.AvailableNow"), std::string::npos);  // a Scala cell's row is empty
  EXPECT_EQ(cells->to_file_text("a\nb", {0, 0, {2, 0}, {2, 0}}), "a\n// MAGIC b");

  const AnalysisResult result = analyze({"nb.scala", scala, nullptr}, {});
  std::vector<std::string> found;
  for (const Finding& f : result.findings) {
    found.push_back(f.code + ":" + std::to_string(f.range.start.row) + ":" + std::to_string(f.range.start.column));
  }
  EXPECT_EQ(found, (std::vector<std::string>{"SR102:3:21", "SR301:4:13", "SR102:9:10"}));
  const Finding& once = result.findings[1];
  EXPECT_NE(once.message.find("trigger(once=True)"), std::string::npos) << once.message;
  ASSERT_TRUE(once.fix);
  EXPECT_NE(apply_edits(scala, once.fix->edits).find("// MAGIC     .trigger(availableNow=True).toTable"),
            std::string::npos);
  const auto noqa = disable_for_line_fix(scala, nullptr, once, "nb.scala");
  ASSERT_TRUE(noqa);
  const std::string silenced = apply_edits(scala, noqa->edits);
  EXPECT_NE(silenced.find(".toTable(\"a\"))  # noqa: SR301\n"), std::string::npos) << silenced;
  std::vector<std::string> left;
  for (const Finding& f : analyze({"nb.scala", silenced, nullptr}, {}).findings) left.push_back(f.code);
  EXPECT_EQ(left, (std::vector<std::string>{"SR102", "SR102"}));
  // The project phase reads the file's comments alone (noqa_comments): the cell's is among them.
  const std::vector<NoqaComment> comments = noqa_comments("nb.scala", silenced);
  ASSERT_EQ(comments.size(), 1u);
  EXPECT_EQ(comments[0].range.start.row, 4u);
}

}  // namespace
}  // namespace streamlint::analysis
