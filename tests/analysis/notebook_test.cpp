#include "analysis/notebook.h"

#include <gtest/gtest.h>

#include "analysis/analyze.h"

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

TEST(Notebook, ABrokenCellHidesNothingAndNamesFlowAcrossCells) {
  auto result = analyze({"nb.py", kNotebook, nullptr}, {});
  std::vector<std::string> found;
  for (const auto& f : result.findings) found.push_back(f.code + ":" + std::to_string(f.range.start.row + 1));
  // The broken cell still reports what parsed (SR301, SR101); in cell 3, SR301 and SR102 across two
  // queries
  // whose checkpoint is built from cell 1's BASE.
  EXPECT_EQ(found, (std::vector<std::string>{"SR301:7", "SR101:7", "SR102:10", "SR301:10", "SR102:11"}));
}

}  // namespace
}  // namespace streamlint::analysis
