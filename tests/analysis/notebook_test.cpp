#include "analysis/notebook.h"

#include <gtest/gtest.h>

#include "analysis/analyze.h"
#include "analysis/fixes.h"

namespace streamlint::analysis {
namespace {

// Cell 2 does not parse; cell 3 uses a name from cell 1; `%pip` and `# MAGIC` lines are not code.
const std::string kNotebook =
    "# Databricks notebook source\n"
    "%pip install kafka-python\n"
    "BASE = '/Volumes/ops/chk'\n"
    "events = spark.readStream.table('ops.events')\n"
    "# COMMAND ----------\n"
    "def broken(:\n"
    "    events.writeStream.trigger(once=True).start()\n"
    "# COMMAND ----------\n"
    "# MAGIC %md trigger(once=True) in markdown is not code\n"
    "events.writeStream.option('checkpointLocation', BASE + '/a').trigger(once=True).toTable('ops.a')\n"
    "events.writeStream.option('checkpointLocation', f'{BASE}/a').toTable('ops.b')\n";

TEST(Notebook, SplitsCellsAtCommandSeparators) {
  const auto cells = notebook_cells(kNotebook);
  ASSERT_EQ(cells.size(), 3u);
  EXPECT_EQ(cells[1].start.row, 5u);
  EXPECT_EQ(cells[2].start.row, 8u);
  EXPECT_TRUE(is_databricks_notebook(kNotebook));
  EXPECT_FALSE(is_databricks_notebook("x = 1\n# Databricks notebook source\n"));
}

TEST(Notebook, MasksMagicLinesKeepingOffsets) {
  const std::string masked = mask_magic_lines(kNotebook);
  ASSERT_EQ(masked.size(), kNotebook.size());
  EXPECT_EQ(masked.find("%pip"), std::string::npos);
  EXPECT_NE(masked.find("# MAGIC %md"), std::string::npos);  // comments stay as they are
}

TEST(Notebook, IPythonAutomagicPipAndCondaLinesAreMagics) {
  // IPython runs `pip install x` as `%pip install x` (automagic): no Python statement, so blanked.
  // A name `pip` used as Python stays.
  const std::string text = "pip install delta-spark==3.2.0\n  conda install -y pyarrow\npip = 1\npip.main(['list'])\n";
  const std::string masked = mask_magic_lines(text);
  ASSERT_EQ(masked.size(), text.size());
  EXPECT_EQ(masked, std::string(30, ' ') + "\n" + std::string(26, ' ') + "\npip = 1\npip.main(['list'])\n");
}

TEST(Notebook, AssignedShellCommandsAndMagicsAreUnknownValuesNotParseErrors) {
  const std::string text =
      "# Databricks notebook source\n"
      "files = !ls /Volumes/raw\n"
      "a, b = %sx ls\n"
      "x = !a\n"
      "y %= 3\n"
      "z == !w\n";
  const std::string masked = mask_magic_lines(text);
  ASSERT_EQ(masked.size(), text.size());
  EXPECT_NE(masked.find("files = ...             \n"), std::string::npos) << masked;
  EXPECT_NE(masked.find("a, b = ...   \n"), std::string::npos) << masked;
  EXPECT_NE(masked.find("x = 0 \n"), std::string::npos) << masked;
  EXPECT_NE(masked.find("y %= 3\n"), std::string::npos);   // an augmented assignment, not a magic
  EXPECT_NE(masked.find("z == !w\n"), std::string::npos);  // a comparison, left alone
  // Without the comparison (which is not Python), the cell parses without an error.
  const std::string valid = text.substr(0, text.find("z == "));
  const auto cell = parse_cell_at(valid, 40);
  ASSERT_TRUE(cell);
  EXPECT_FALSE(ts_node_has_error(cell->tree.root())) << ts_node_string(cell->tree.root());
}

// Found by fuzz_notebook: a cell whose first line is a bare "# MAGIC" blanked 12 bytes of a
// shorter line (a heap overflow under ASan).
TEST(Notebook, ABareMagicLineIsNotASqlCellAndIsReadWithinItself) {
  const std::string text = "# MAGIC\n";
  const auto cells = notebook_cells(text);
  ASSERT_EQ(cells.size(), 1u);
  EXPECT_FALSE(sql_cell_text(text, cells[0]));
  const std::string sql = "# MAGIC %sql\n# MAGIC\n# MAGIC SELECT 1\n";
  EXPECT_EQ(sql_cell_text(sql, notebook_cells(sql)[0]), std::string(13, ' ').substr(0, 12) + "\n       \n        SELECT 1\n");
}

TEST(Notebook, ABrokenCellHidesNothingAndNamesFlowAcrossCells) {
  auto result = analyze({"nb.py", kNotebook, nullptr}, {});
  std::vector<std::string> found;
  for (const auto& f : result.findings) found.push_back(f.code + ":" + std::to_string(f.range.start.row + 1));
  // The broken cell still reports what parsed (SR301, SR101); in cell 3, SR301 and SR102 across two
  // queries
  // whose checkpoint is built from cell 1's BASE.
  EXPECT_EQ(found, (std::vector<std::string>{"SR301:7", "SR101:7", "SR102:10", "SR301:10", "SR102:11"}));
}

// A `%sql` cell between Python cells: its view of a stream is read back by the next cell.
const std::string kSqlCellNotebook =
    "# Databricks notebook source\n"
    "events = spark.readStream.table('ops.events')\n"
    "events.createOrReplaceTempView('events')\n"
    "# COMMAND ----------\n"
    "# MAGIC %sql\n"
    "# MAGIC CREATE OR REPLACE TEMP VIEW counts AS\n"
    "# MAGIC SELECT user, count(*) AS n FROM events\n"
    "# MAGIC GROUP BY user;\n"
    "# MAGIC SELECT * FROM counts\n"
    "# COMMAND ----------\n"
    "spark.table('counts').writeStream.option('checkpointLocation', '/c').outputMode('append').toTable('t')\n";

TEST(Notebook, SqlCellTextKeepsTheSqlWhereItIsWritten) {
  const auto cells = notebook_cells(kSqlCellNotebook);
  ASSERT_EQ(cells.size(), 3u);
  EXPECT_FALSE(sql_cell_text(kSqlCellNotebook, cells[0]));
  EXPECT_FALSE(sql_cell_text(kSqlCellNotebook, cells[2]));
  const auto sql = sql_cell_text(kSqlCellNotebook, cells[1]);
  ASSERT_TRUE(sql);
  ASSERT_EQ(sql->size(), cells[1].end_byte - cells[1].start_byte);
  const std::size_t group = sql->find("GROUP BY user");
  ASSERT_NE(group, std::string::npos);
  EXPECT_EQ(kSqlCellNotebook.substr(cells[1].start_byte + group, 13), "GROUP BY user");
  EXPECT_EQ(sql->find("MAGIC"), std::string::npos);
  EXPECT_EQ(sql->find("%sql"), std::string::npos);
  // A %python or %md cell, or one with a line that is not a MAGIC line, is not SQL.
  const std::string md = "# MAGIC %md\n# MAGIC SELECT 1\n";
  EXPECT_FALSE(sql_cell_text(md, {0, static_cast<uint32_t>(md.size()), {}, {}}));
  const std::string mixed = "# MAGIC %sql\nx = 1\n";
  EXPECT_FALSE(sql_cell_text(mixed, {0, static_cast<uint32_t>(mixed.size()), {}, {}}));
}

TEST(Notebook, ASqlCellViewOfAStreamIsTheStream) {
  auto result = analyze({"nb.py", kSqlCellNotebook, nullptr}, {});
  ASSERT_EQ(result.findings.size(), 1u);
  const Finding& f = result.findings.front();
  EXPECT_EQ(f.code, "SR201");  // the view's GROUP BY, without a watermark, in append mode
  EXPECT_EQ(f.range.start.row, 7u);
  EXPECT_EQ(f.range.start.column, 8u);  // after "# MAGIC "
  // `-- noqa` in the cell silences it like `# noqa` does in Python.
  std::string silenced = kSqlCellNotebook;
  silenced.replace(silenced.find("GROUP BY user;"), 14, "GROUP BY user; -- noqa: SR201");
  EXPECT_TRUE(analyze({"nb.py", silenced, nullptr}, {}).findings.empty());
}

TEST(Notebook, PipelineSqlInACellIsCheckedAndFixedInPlace) {
  // The only cell holds the header line, then the SQL.
  const std::string notebook =
      "# Databricks notebook source\n"
      "# MAGIC %sql\n"
      "# MAGIC CREATE OR REPLACE STREAMING TABLE silver\n"
      "# MAGIC AS SELECT * FROM STREAM(bronze)\n";
  auto result = analyze({"nb.py", notebook, nullptr}, {});
  ASSERT_EQ(result.findings.size(), 1u);
  EXPECT_EQ(result.findings[0].code, "SR703");
  EXPECT_EQ(result.findings[0].range.start.row, 2u);
  EXPECT_EQ(result.findings[0].range.start.column, 8u);
  const FixRound fixed = apply_fixes(notebook, result.findings, false);
  EXPECT_EQ(fixed.text,
            "# Databricks notebook source\n"
            "# MAGIC %sql\n"
            "# MAGIC CREATE OR REFRESH STREAMING TABLE silver\n"
            "# MAGIC AS SELECT * FROM STREAM(bronze)\n");
}

TEST(Notebook, TheNotebooksANotebookRunsAreReadAsWritten) {
  const std::string text =
      "# Databricks notebook source\n"
      "dbutils.notebook.run(\"ingest/orders\", 0, {\"x\": \"1\"})\n"
      "dbutils.notebook.run( './refunds' , 60)\n"
      "dbutils.notebook.run(path, 0)\n"  // assigned twice below: not known
      "FRAMEWORK = \"./framework\"\n"
      "dbutils.notebook.run(\n    FRAMEWORK,\n    0, {})\n"
      "path = \"a\"\npath = \"b\"\n"
      "# MAGIC %run ./setup/00-init\n"
      "%run \"../shared/common\"\n"
      "x = '%run ./not_a_magic'\n";
  EXPECT_EQ(notebooks_run_by(text), (std::vector<std::string>{"./setup/00-init", "../shared/common", "ingest/orders",
                                                              "./refunds", "./framework"}));
  // An .ipynb cell's source is a JSON string: its quotes and line ends are escaped.
  EXPECT_EQ(
      notebooks_run_by("{\"source\": [\n    \"%run ./child\\n\",\n    \"dbutils.notebook.run(\\\"other\\\", 0)\"\n]}"),
      (std::vector<std::string>{"./child", "other"}));
}

}  // namespace
}  // namespace streamlint::analysis
