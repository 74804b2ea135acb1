// Jupyter notebooks through the built CLI: every output format names the cell, --fix and --diff
// change only cell sources, bad notebooks are reported while the other files are still checked.
#include <gtest/gtest.h>

#include <filesystem>
#include <nlohmann/json.hpp>

#include "tests/support/child_process.h"
#include "tests/support/expectations.h"
#include "tests/support/temp_dir.h"

namespace streamlint::testing {
namespace {

namespace fs = std::filesystem;

const std::string kCases = STREAMLINT_SOURCE_DIR "/testdata/notebook_cases/";
const std::string kMagics = kCases + "10_magics_and_string_sources.ipynb";

// The 1-based line of the file that holds `needle`.
int line_of(const std::string& text, const std::string& needle) {
  const std::size_t at = text.find(needle);
  EXPECT_NE(at, std::string::npos) << needle;
  return 1 + static_cast<int>(std::count(text.begin(), text.begin() + static_cast<long>(at), '\n'));
}

std::string copy_into(const TempDir& temp, const std::string& file) {
  return temp.write(fs::path(file).filename().string(), read_file(file)).string();
}

TEST(NotebookCli, TextNamesTheCellAndCountsLinesInsideIt) {
  const RunResult r = run_command({STREAMLINT_BINARY, "check", kMagics});
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_NE(r.out.find("10_magics_and_string_sources.ipynb:cell 4:5:5: SR301 [warning]"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("10_magics_and_string_sources.ipynb:cell 10:1:11: SR000 [hint]"), std::string::npos) << r.out;
}

TEST(NotebookCli, JsonGivesTheCellAndRowsInsideIt) {
  const RunResult r = run_command({STREAMLINT_BINARY, "check", "--format", "json", kMagics});
  const auto findings = nlohmann::json::parse(r.out);
  const auto sr301 = std::find_if(findings.begin(), findings.end(), [](const auto& f) { return f["code"] == "SR301"; });
  ASSERT_NE(sr301, findings.end());
  EXPECT_EQ((*sr301)["cell"], 4);
  EXPECT_EQ((*sr301)["location"], nlohmann::json({{"cell", 4}, {"row", 5}, {"column", 5}}));
  const auto& edit = (*sr301)["fix"]["edits"][0];
  EXPECT_EQ(edit["location"], nlohmann::json({{"cell", 4}, {"row", 5}, {"column", 14}}));
  EXPECT_EQ(edit["content"], "availableNow");
}

TEST(NotebookCli, SarifAndGithubPointIntoTheIpynbFile) {
  const std::string text = read_file(kMagics);
  const int line = line_of(text, "\"    .trigger(once=True)\\n\"");
  const RunResult sarif = run_command({STREAMLINT_BINARY, "check", "--format", "sarif", kMagics});
  const auto results = nlohmann::json::parse(sarif.out)["runs"][0]["results"];
  bool seen = false;
  for (const auto& result : results) {
    if (result["ruleId"] != "SR301") continue;
    seen = true;
    EXPECT_EQ(result["message"]["text"].get<std::string>().rfind("cell 4, line 5: ", 0), 0u) << result;
    const auto& region = result["locations"][0]["physicalLocation"]["region"];
    EXPECT_EQ(region["startLine"], line);
    EXPECT_EQ(region["startColumn"], 10);  // `    "    .trigger`: the quote is column 5
    EXPECT_FALSE(result.contains("fixes"));
  }
  EXPECT_TRUE(seen);
  const RunResult github = run_command({STREAMLINT_BINARY, "check", "--format", "github", kMagics});
  EXPECT_NE(github.out.find("line=" + std::to_string(line) + ",col=10,"), std::string::npos) << github.out;
  EXPECT_NE(github.out.find("SR301 cell 4, line 5: trigger(once=True)"), std::string::npos) << github.out;
  const RunResult junit = run_command({STREAMLINT_BINARY, "check", "--format", "junit", kMagics});
  EXPECT_NE(junit.out.find("10_magics_and_string_sources.ipynb:cell 4:5:5: SR301"), std::string::npos) << junit.out;
}

TEST(NotebookCli, FixRewritesOnlyTheChangedSourceLines) {
  TempDir temp;
  const std::string magics = copy_into(temp, kMagics);
  const std::string sql = copy_into(temp, kCases + "11_databricks_sql_notebook.ipynb");
  const std::string before_magics = read_file(magics), before_sql = read_file(sql);
  const RunResult r = run_command({STREAMLINT_BINARY, "check", "--fix", magics, sql});
  EXPECT_NE(r.err.find("Fixed 4 findings in 2 files."), std::string::npos) << r.err;
  std::string expected = before_magics;
  const std::string once = "\"    .trigger(once=True)\\n\"", noqa = "\"rows = 1  # noqa: SR301\"";
  expected.replace(expected.find(once), once.size(), "\"    .trigger(availableNow=True)\\n\"");
  expected.replace(expected.find(noqa), noqa.size(), "\"rows = 1\"");
  EXPECT_EQ(read_file(magics), expected);
  expected = before_sql;
  expected.replace(expected.find("CREATE OR REPLACE STREAMING TABLE bronze"), 17, "CREATE OR REFRESH");
  expected.replace(expected.find("writeStream.trigger(once=True)"), 30, "writeStream.trigger(availableNow=True)");
  EXPECT_EQ(read_file(sql), expected);
  // Fixed findings are gone; what remains (SR102) has no fix.
  const RunResult again = run_command({STREAMLINT_BINARY, "check", "--format", "json", magics, sql});
  std::set<std::string> codes;
  for (const auto& f : nlohmann::json::parse(again.out)) codes.insert(f["code"].get<std::string>());
  EXPECT_EQ(codes, std::set<std::string>{"SR102"});
}

// A notebook's Scala cells are checked by the Scala front-end: each output names their cell and
// points into the file, findings come in cell order, SR102 sees a checkpoint a Python cell shares,
// and one --fix rewrites Python and Scala cells together.
TEST(NotebookCli, ScalaCellsAreCheckedFixedAndReportedInCellOrder) {
  const std::string kernel = kCases + "13_scala_kernel_python_cell.ipynb";
  const std::string shared = kCases + "15_scala_cell_shares_a_python_checkpoint.ipynb";
  const RunResult text = run_command({STREAMLINT_BINARY, "check", kernel});
  const std::size_t scala = text.out.find("13_scala_kernel_python_cell.ipynb:cell 2:4:3: SR301 [warning] Trigger.Once()");
  const std::size_t python = text.out.find("13_scala_kernel_python_cell.ipynb:cell 3:2:55: SR301 [warning] trigger(once=True)");
  ASSERT_NE(scala, std::string::npos) << text.out;
  ASSERT_NE(python, std::string::npos) << text.out;
  EXPECT_LT(scala, python);  // cell 2 before cell 3, though the Scala module is analysed second

  const RunResult json = run_command({STREAMLINT_BINARY, "check", "--format", "json", shared});
  std::vector<std::pair<std::string, int>> found;
  for (const auto& f : nlohmann::json::parse(json.out)) found.emplace_back(f["code"].get<std::string>(), f["cell"].get<int>());
  const std::vector<std::pair<std::string, int>> expected_found = {{"SR102", 2}, {"SR301", 3}, {"SR102", 3}};
  EXPECT_EQ(found, expected_found) << json.out;  // cell 4's `// noqa: SR301` holds, and is used

  const std::string file = read_file(shared);
  const RunResult sarif = run_command({STREAMLINT_BINARY, "check", "--format", "sarif", shared});
  const auto log = nlohmann::json::parse(sarif.out);
  bool seen = false;
  for (const auto& result : log["runs"][0]["results"]) {
    if (result["ruleId"] != "SR301") continue;
    seen = true;
    EXPECT_EQ(result["message"]["text"].get<std::string>().rfind("cell 3, line 4: ", 0), 0u) << result;
    const auto& region = result["locations"][0]["physicalLocation"]["region"];
    EXPECT_EQ(region["startLine"], line_of(file, "\"  .trigger(Trigger.Once())  \\n\""));
    EXPECT_EQ(region["startColumn"], 8);  // `    "  .trigger`: the quote is column 5
  }
  EXPECT_TRUE(seen);

  TempDir temp;
  const std::string copy = copy_into(temp, kernel);
  const std::string before = read_file(copy);
  const RunResult fixed = run_command({STREAMLINT_BINARY, "check", "--fix", copy});
  EXPECT_NE(fixed.err.find("Fixed 2 findings in 1 file."), std::string::npos) << fixed.err;
  std::string expected = before;
  expected.replace(expected.find("Trigger.Once()"), 14, "Trigger.AvailableNow()");
  expected.replace(expected.find("trigger(once=True)"), 18, "trigger(availableNow=True)");
  EXPECT_EQ(read_file(copy), expected);

  const RunResult review = run_command({STREAMLINT_BINARY, "review", kernel});
  EXPECT_NE(review.out.find("13_scala_kernel_python_cell.ipynb:cell 2:4"), std::string::npos) << review.out;
}

// A notebook's Scala cells read the project's Scala objects as a Scala file beside it would.
TEST(NotebookCli, ScalaCellsReadTheProjectsObjects) {
  TempDir temp;
  temp.write("src/main/scala/com/acme/Paths.scala", "package com.acme\nobject Paths { val Chk = \"/chk/orders\" }\n");
  temp.write("job.py", "q = df.writeStream.option('checkpointLocation', '/chk/orders').start('/o2')\n");
  temp.write("nb.ipynb", R"({"cells": [{"cell_type": "code", "source": ["%scala\n", "import com.acme.Paths\n",
    "val q = df.writeStream.option(\"checkpointLocation\", Paths.Chk).start(\"/o\")\n"]}], "nbformat": 4})");
  const RunResult r = run_command({STREAMLINT_BINARY, "check", temp.path().string()});
  EXPECT_NE(
      r.out.find(
          "nb.ipynb:cell 1:3:31: SR102 [error] Checkpoint \"/chk/orders\" is shared with 1 other query (run from "),
      std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("job.py:1:27: SR102 [error]"), std::string::npos) << r.out;
  // Named as the notebook: it has no Python cell whose queries its Scala cells' could be told from.
  EXPECT_NE(r.out.find("is shared with 1 other query (run from " + (temp.path() / "nb.ipynb").string() + "):"),
            std::string::npos)
      << r.out;
}

// A lone '\r' ends a cell's line, as editors and the analysis read it (found by a helper: the
// rows after one were counted in the line before it), in Python, SQL and Scala cells; --fix keeps it.
TEST(NotebookCli, ALoneCarriageReturnEndsACellsLine) {
  TempDir temp;
  const std::string nb = temp.write("cr.ipynb", R"({"cells": [
    {"cell_type": "code", "source": ["a = 1\rq = df.writeStream.trigger(once=True).option('checkpointLocation', '/c1').start('/o')\r"]},
    {"cell_type": "code", "source": ["%sql\rSELECT 1\r"]},
    {"cell_type": "code", "source": ["%scala\nimport org.apache.spark.sql.streaming.Trigger\nval a = 1\rval q = df.writeStream.trigger(Trigger.Once()).option(\"checkpointLocation\", \"/c2\").start(\"/o\")\n"]}],
    "nbformat": 4})").string();
  const RunResult r = run_command({STREAMLINT_BINARY, "check", nb});
  EXPECT_NE(r.out.find("cr.ipynb:cell 1:2:19: SR301"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("cr.ipynb:cell 3:4:23: SR301"), std::string::npos) << r.out;
  const std::string before = read_file(nb);
  run_command({STREAMLINT_BINARY, "check", "--fix", nb});
  std::string expected = before;
  expected.replace(expected.find("once=True"), 4, "availableNow");
  expected.replace(expected.find("Trigger.Once()"), 14, "Trigger.AvailableNow()");
  EXPECT_EQ(read_file(nb), expected);
}

TEST(NotebookCli, AStringSourceStaysOneString) {
  TempDir temp;
  const std::string nb = temp.write("s.ipynb",
      "{\"cells\":[{\"cell_type\":\"code\",\"metadata\":{},\"outputs\":[],"
      "\"source\":\"df = spark.readStream.table(\\\"t\\\")\\ndf.writeStream.option(\\\"checkpointLocation\\\", \\\"/c\\\")"
      ".trigger(once=True).toTable(\\\"u\\\")\"}],\"metadata\":{},\"nbformat\":4,\"nbformat_minor\":5}").string();
  const RunResult diff = run_command({STREAMLINT_BINARY, "check", "--diff", nb});
  EXPECT_EQ(diff.exit_code, 1);
  EXPECT_NE(diff.out.find("+{\"cells\":[{\"cell_type\":\"code\",\"metadata\":{},\"outputs\":[],\"source\":\"df = spark"), std::string::npos)
      << diff.out;
  const std::string before = read_file(nb);
  EXPECT_EQ(read_file(nb), before);  // --diff writes nothing
  run_command({STREAMLINT_BINARY, "check", "--fix", nb});
  std::string expected = before;
  expected.replace(expected.find("once=True"), 4, "availableNow");
  EXPECT_EQ(read_file(nb), expected);
}

TEST(NotebookCli, StdinFixPrintsTheFixedNotebook) {
  const std::string sql = read_file(kCases + "11_databricks_sql_notebook.ipynb");
  const RunResult r = run_command({STREAMLINT_BINARY, "check", "--fix", "--stdin-filename", "p.ipynb", "-"}, sql);
  std::string expected = sql;
  expected.replace(expected.find("CREATE OR REPLACE STREAMING TABLE bronze"), 17, "CREATE OR REFRESH");
  expected.replace(expected.find("writeStream.trigger(once=True)"), 30, "writeStream.trigger(availableNow=True)");
  EXPECT_EQ(r.out, expected);
}

TEST(NotebookCli, ABadNotebookIsReportedAndTheOtherFilesStillChecked) {
  TempDir temp;
  temp.write("bad.ipynb", "{\"cells\": [");
  temp.write("old.ipynb", "{\"worksheets\": [], \"nbformat\": 3}");
  temp.write("job.py", "df.writeStream.trigger(once=True).option('checkpointLocation', '/c').start()\n");
  const RunResult r = run_command({STREAMLINT_BINARY, "check", temp.path().string()});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("bad.ipynb: skipped, cannot read it: not valid JSON"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("old.ipynb: skipped, cannot read it: an nbformat 3 notebook"), std::string::npos) << r.err;
  EXPECT_NE(r.out.find("job.py:1:15: SR301"), std::string::npos) << r.out;
}

TEST(NotebookCli, FoldersAreWalkedForNotebooksButNotJupytersCheckpoints) {
  TempDir temp;
  const std::string nb = read_file(kMagics);
  temp.write("jobs/orders.ipynb", nb);
  temp.write("jobs/.ipynb_checkpoints/orders-checkpoint.ipynb", nb);
  const RunResult r = run_command({STREAMLINT_BINARY, "check", "--format", "json", temp.path().string()});
  std::set<std::string> files;
  for (const auto& f : nlohmann::json::parse(r.out)) files.insert(fs::path(f["filename"].get<std::string>()).filename().string());
  EXPECT_EQ(files, std::set<std::string>{"orders.ipynb"});
}

TEST(NotebookCli, FixingAnUnusedNoqaInASqlCellKeepsTheStatement) {
  // Found by a helper: the fix removed the whole line, statement and all.
  TempDir temp;
  const std::string nb = temp.write("q.ipynb",
      R"j({"cells": [{"cell_type": "code", "metadata": {"vscode": {"languageId": "sql"}},
  "source": ["-- c\n", "CREATE OR REPLACE STREAMING TABLE x AS SELECT * FROM STREAM(y) -- noqa: SR301\n", "SELECT 2"]}]})j").string();
  const RunResult check = run_command({STREAMLINT_BINARY, "check", nb});
  EXPECT_NE(check.out.find("q.ipynb:cell 1:2:64: SR000"), std::string::npos) << check.out;
  run_command({STREAMLINT_BINARY, "check", "--fix", nb});
  EXPECT_NE(read_file(nb).find(R"("CREATE OR REFRESH STREAMING TABLE x AS SELECT * FROM STREAM(y)\n", "SELECT 2")"), std::string::npos)
      << read_file(nb);
}

TEST(NotebookCli, ReviewEvidenceNamesTheCell) {
  const RunResult r = run_command({STREAMLINT_BINARY, "review", kMagics});
  EXPECT_NE(r.out.find("| medium | SR301 | `" + kMagics + ":cell 4:5` |"), std::string::npos) << r.out;
}

TEST(NotebookCli, NoqaWorksInSqlCells) {
  TempDir temp;
  const std::string nb = temp.write("n.ipynb",
      R"j({"cells": [{"cell_type": "code", "source": ["%sql\n", "CREATE OR REPLACE STREAMING TABLE a AS SELECT * FROM STREAM(b) -- noqa: SR703\n"]},
                    {"cell_type": "code", "source": ["%sql\n", "CREATE OR REPLACE STREAMING TABLE c AS SELECT * FROM STREAM(d)"]}]})j").string();
  const RunResult r = run_command({STREAMLINT_BINARY, "check", nb});
  EXPECT_EQ(r.out.find("cell 1:"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("n.ipynb:cell 2:2:1: SR703"), std::string::npos) << r.out;
}

}  // namespace
}  // namespace streamlint::testing
