// Jupyter notebooks: reading nbformat 4 JSON, the cells as one module, positions back to cells and
// to the file, and sources written back byte for byte.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <tuple>

#include "analysis/jupyter/notebook_json.h"
#include "analysis/jupyter/notebook_module.h"

namespace streamlint::analysis {
namespace {

JupyterNotebook read_ok(std::string json) {
  NotebookRead read = read_jupyter_notebook(json);
  EXPECT_TRUE(read.notebook) << read.error;
  return read.notebook ? std::move(*read.notebook) : JupyterNotebook{};
}

std::string error_of(std::string json) { return read_jupyter_notebook(json).error; }

// Jupyter's own layout: one key per line, sources one string per line.
const std::string kNotebook = R"({
 "cells": [
  {
   "cell_type": "markdown",
   "metadata": {},
   "source": [
    "# Title\n"
   ]
  },
  {
   "cell_type": "code",
   "execution_count": 1,
   "metadata": {},
   "outputs": [{"output_type": "stream", "name": "stdout", "text": ["trigger(once=True)\n"]}],
   "source": [
    "%pip install x\n",
    "q = df.writeStream.trigger(once=True)\n",
    "s = \"caf\u00e9 \"\n",
    "t = 1"
   ]
  },
  {
   "cell_type": "code",
   "metadata": {},
   "outputs": [],
   "source": "%%sql\nSELECT 1\nFROM t"
  }
 ],
 "metadata": {"kernelspec": {"language": "python", "name": "python3"}},
 "nbformat": 4,
 "nbformat_minor": 5
}
)";

TEST(JupyterNotebook, ReadsEveryCellWithItsDecodedSourceAndWhereItIsWritten) {
  const JupyterNotebook nb = read_ok(kNotebook);
  ASSERT_EQ(nb.cells.size(), 3u);
  EXPECT_EQ(nb.language, "python");
  EXPECT_EQ(nb.cells[0].kind, JupyterCell::Kind::Markdown);
  EXPECT_EQ(nb.cells[1].source, "%pip install x\nq = df.writeStream.trigger(once=True)\ns = \"caf\xC3\xA9 \"\nt = 1");
  ASSERT_EQ(nb.cells[1].pieces.size(), 4u);
  EXPECT_TRUE(nb.cells[1].source_is_list);
  EXPECT_EQ(nb.cells[1].pieces[1].text_begin, 15u);
  EXPECT_EQ(nb.cells[1].pieces[1].file_row, 16u);  // 0-based line of `"q = ...` in the file
  EXPECT_EQ(nb.cells[1].pieces[1].file_column, 4u);
  EXPECT_FALSE(nb.cells[2].source_is_list);
  EXPECT_EQ(nb.cells[2].source, "%%sql\nSELECT 1\nFROM t");
  EXPECT_EQ(kNotebook.substr(nb.cells[2].source_begin, nb.cells[2].source_end - nb.cells[2].source_begin),
            R"("%%sql\nSELECT 1\nFROM t")");
}

TEST(JupyterNotebook, FilePositionsCountEscapesAsWritten) {
  const JupyterNotebook nb = read_ok(kNotebook);
  const JupyterCell& cell = nb.cells[1];
  const std::uint32_t line3 = static_cast<std::uint32_t>(cell.source.find("s = "));
  // `"s = \"caf\u00e9 \"\n"`: the quote is column 4; after `s = "caf` + é (6 escaped) comes ' '.
  const FilePosition at = file_position(cell, line3 + 10);  // the byte after "é"
  EXPECT_EQ(at.row, 17u);
  EXPECT_EQ(at.column, 4u + 1 + 4 + 2 + 3 + 6);
  const FilePosition q = file_position(cell, static_cast<std::uint32_t>(cell.source.find("trigger")));
  EXPECT_EQ(q.row, 16u);
  EXPECT_EQ(q.column, 4u + 1 + std::string("q = df.writeStream.").size());
}

TEST(JupyterNotebook, BadFilesAreRefusedWithTheReason) {
  EXPECT_NE(error_of("{\"cells\": [").find("not valid JSON"), std::string::npos);
  EXPECT_NE(error_of("[1, 2]").find("not a JSON object"), std::string::npos);
  EXPECT_NE(error_of(R"({"worksheets": [], "nbformat": 3})").find("nbformat 3"), std::string::npos);
  EXPECT_NE(error_of(R"({"metadata": {}, "nbformat": 4})").find("no \"cells\""), std::string::npos);
  EXPECT_NE(error_of("{\"cells\": [], \"x\": \"\xFF\"}").find("UTF-8"), std::string::npos);
  EXPECT_NE(error_of(R"({"cells": [{"cell_type": "code", "source": 7}]})").find("wrong type"), std::string::npos);
  EXPECT_NE(error_of(R"({"cells": 3})").find("wrong type"), std::string::npos);  // found by fuzz_ipynb
  EXPECT_NE(error_of(R"({"cells": [3]})").find("wrong type"), std::string::npos);
}

TEST(JupyterNotebook, AnEmptyFileIsANotebookWithoutCells) {
  // A placeholder committed empty: nothing to check, and no error that would fail the whole run.
  for (std::string json : {std::string(), std::string(" \n\t\r\n")}) {
    const NotebookRead read = read_jupyter_notebook(json);
    ASSERT_TRUE(read.notebook) << read.error;
    EXPECT_TRUE(read.notebook->cells.empty());
    EXPECT_EQ(read.notebook->language, "python");
  }
  EXPECT_NE(error_of("\n x").find("not a Jupyter notebook"), std::string::npos);
}

TEST(JupyterNotebook, ASourceWrittenTwiceIsTheLastOne) {
  // Found by fuzz_ipynb: the first value's text was kept beside the second one's place in the file.
  const std::string json = R"({"cells": [{"cell_type": "code", "source": "a = 1", "source": ["b = 2\n", "c = 3"]}]})";
  const JupyterNotebook nb = read_ok(json);
  EXPECT_EQ(nb.cells[0].source, "b = 2\nc = 3");
  EXPECT_EQ(json.substr(nb.cells[0].source_begin, nb.cells[0].source_end - nb.cells[0].source_begin), R"(["b = 2\n", "c = 3"])");
}

// Found by a helper: two `cells` keys were read as one list of both; the last one is the list, as
// for a repeated `source` (and as Python's json module reads it).
TEST(JupyterNotebook, CellsWrittenTwiceAreTheLastOnes) {
  const std::string json = R"({"cells": [{"cell_type": "code", "source": "a = 1"}], "cells": [{"cell_type": "code", "source": "b = 2"}]})";
  const JupyterNotebook nb = read_ok(json);
  ASSERT_EQ(nb.cells.size(), 1u);
  EXPECT_EQ(nb.cells[0].source, "b = 2");
  EXPECT_EQ(rewrite_sources(json, nb, {std::string("b = 3")}), R"({"cells": [{"cell_type": "code", "source": "a = 1"}], "cells": [{"cell_type": "code", "source": "b = 3"}]})");
}

TEST(JupyterNotebook, NullAndMissingSourcesAreEmptyCells) {
  const JupyterNotebook nb = read_ok(R"({"cells": [{"cell_type": "raw", "source": null}, {"cell_type": "code"}], "nbformat": 4})");
  ASSERT_EQ(nb.cells.size(), 2u);
  EXPECT_FALSE(nb.cells[0].has_source);
  EXPECT_EQ(nb.cells[1].source, "");
  EXPECT_EQ(NotebookModule(nb).text(), "# Databricks notebook source\n\n");
}

TEST(JupyterNotebook, TheNotebookLanguageComesFromDatabricksThenTheKernelThenLanguageInfo) {
  EXPECT_EQ(read_ok(R"({"cells": [], "metadata": {"language_info": {"name": "R"}}})").language, "r");
  EXPECT_EQ(read_ok(R"({"cells": [], "metadata": {"language_info": {"name": "python"}, "kernelspec": {"language": "scala"}}})").language,
            "scala");
  EXPECT_EQ(read_ok(R"({"metadata": {"kernelspec": {"language": "python"},
                         "application/vnd.databricks.v1+notebook": {"language": "sql"}}, "cells": []})")
                .language,
            "sql");
}

JupyterCell code_cell(std::string source, std::string language_id = "") {
  JupyterCell c;
  c.source = std::move(source);
  c.language_id = std::move(language_id);
  return c;
}

TEST(JupyterNotebook, ACellsLanguageComesFromItsMagicThenItsMetadataThenTheNotebook) {
  EXPECT_EQ(cell_language(code_cell("%sql\nSELECT 1"), "python"), CellLanguage::Sql);
  EXPECT_EQ(cell_language(code_cell("\n  %%sql\nSELECT 1"), "python"), CellLanguage::Sql);
  EXPECT_EQ(cell_language(code_cell("  \r%sql\rSELECT 1"), "python"), CellLanguage::Sql);  // lone CRs end lines
  EXPECT_EQ(cell_language(code_cell("%%time\nx = 1"), "python"), CellLanguage::Python);
  EXPECT_EQ(cell_language(code_cell("%%bash\nls"), "python"), CellLanguage::Other);
  EXPECT_EQ(cell_language(code_cell("%%writefile a.py\nx = 1"), "python"), CellLanguage::Other);
  EXPECT_EQ(cell_language(code_cell("%scala\nval x = 1"), "python"), CellLanguage::Scala);
  EXPECT_EQ(cell_language(code_cell("%%scala\nval x = 1"), "python"), CellLanguage::Scala);
  EXPECT_EQ(cell_language(code_cell("%md\n# t"), "python"), CellLanguage::Other);
  EXPECT_EQ(cell_language(code_cell("%pip install x\nimport x"), "python"), CellLanguage::Python);
  EXPECT_EQ(cell_language(code_cell("%pip install x"), "sql"), CellLanguage::Sql);
  EXPECT_EQ(cell_language(code_cell("%python\nx = 1"), "sql"), CellLanguage::Python);
  EXPECT_EQ(cell_language(code_cell("SELECT 1", "sql"), "python"), CellLanguage::Sql);
  EXPECT_EQ(cell_language(code_cell("x = 1", "markdown"), "python"), CellLanguage::Other);
  EXPECT_EQ(cell_language(code_cell("SELECT 1"), "sql"), CellLanguage::Sql);
  EXPECT_EQ(cell_language(code_cell("val x = 1"), "scala"), CellLanguage::Scala);
  JupyterCell md = code_cell("x = 1");
  md.kind = JupyterCell::Kind::Markdown;
  EXPECT_EQ(cell_language(md, "python"), CellLanguage::Other);
}

// A cell point's cell, row and column, to compare in one expectation.
std::tuple<std::uint32_t, std::uint32_t, std::uint32_t> place(const CellPoint& p) { return {p.cell, p.row, p.column}; }
using Place = std::tuple<std::uint32_t, std::uint32_t, std::uint32_t>;

TEST(JupyterNotebook, TheModuleIsANotebookExportWhosePointsMapBackToCells) {
  const NotebookModule module(read_ok(kNotebook));
  EXPECT_EQ(module.text(),
            "# Databricks notebook source\n"
            "%pip install x\nq = df.writeStream.trigger(once=True)\ns = \"caf\xC3\xA9 \"\nt = 1\n"
            "# COMMAND ----------\n"
            "# MAGIC %sql\n# MAGIC SELECT 1\n# MAGIC FROM t\n");
  // Row 2 of the module is line 1 (0-based) of cell 1 (0-based).
  EXPECT_EQ(place(module.cell_point({2, 19})), Place(1, 1, 19));
  // `# MAGIC SELECT 1`: column 8 of the module is column 0 of the cell's line 1.
  EXPECT_EQ(place(module.cell_point({7, 8})), Place(2, 1, 0));
  // `# MAGIC %sql` is `%%sql`: the magic's end keeps its place.
  EXPECT_EQ(module.cell_point({6, 12}).column, 5u);
  // The separator maps to the start of the next cell.
  EXPECT_EQ(module.cell_point({5, 3}).cell, 2u);
  EXPECT_EQ(module.cell_point({5, 3}).column, 0u);
  // And into the file: `SELECT` is written on line 25 (0-based), after `"%%sql\n`.
  const FilePosition file = module.file_position({7, 8});
  EXPECT_EQ(file.row, 25u);
  EXPECT_EQ(file.column, std::string("   \"source\": \"%%sql\\n").size());
}

TEST(JupyterNotebook, TheUnchangedModuleGivesBackEveryCodeCellsSource) {
  const JupyterNotebook nb = read_ok(kNotebook);
  const NotebookModule module(nb);
  const auto sources = module.cell_sources(module.text());
  ASSERT_TRUE(sources);
  ASSERT_EQ(sources->size(), 3u);
  EXPECT_FALSE((*sources)[0]);
  EXPECT_EQ((*sources)[1], nb.cells[1].source);
  EXPECT_EQ((*sources)[2], nb.cells[2].source);
  EXPECT_EQ(rewrite_sources(kNotebook, nb, *sources), kNotebook);
}

TEST(JupyterNotebook, ASqlNotebooksCellGetsAnAddedMagicLineThatNeverReachesTheFile) {
  const std::string json = R"({"cells": [{"cell_type": "code", "source": ["SELECT a\n", "FROM t\n"]}],
    "metadata": {"application/vnd.databricks.v1+notebook": {"language": "sql"}}})";
  const JupyterNotebook nb = read_ok(json);
  const NotebookModule module(nb);
  EXPECT_EQ(module.text(), "# Databricks notebook source\n# MAGIC %sql\n# MAGIC SELECT a\n# MAGIC FROM t\n");
  EXPECT_EQ(module.cell_point({3, 9}).row, 1u);
  EXPECT_EQ(module.cell_point({3, 9}).column, 1u);
  std::string fixed = module.text();
  fixed.replace(fixed.find("FROM t"), 6, "FROM u");
  const auto sources = module.cell_sources(fixed);
  ASSERT_TRUE(sources);
  EXPECT_EQ((*sources)[0], "SELECT a\nFROM u\n");
  std::string expected = json;
  expected.replace(expected.find("FROM t"), 6, "FROM u");
  EXPECT_EQ(rewrite_sources(json, nb, *sources), expected);
}

TEST(JupyterNotebook, AnEmptySqlCellIsItsMagicLineAloneAndTheCellsAfterItKeepTheirRows) {
  // A cell just added and switched to SQL: its added `# MAGIC %sql` line is all of it, so every
  // module row after it still maps to its own cell's line (a fix there edits the right line).
  const std::string json = R"json({"cells": [
    {"cell_type": "code", "metadata": {"vscode": {"languageId": "sql"}}, "source": []},
    {"cell_type": "code", "metadata": {}, "source": ["x = 1\n", "q = df.writeStream.trigger(once=True)"]}],
    "metadata": {"kernelspec": {"language": "python", "name": "python3"}}})json";
  const JupyterNotebook nb = read_ok(json);
  const NotebookModule module(nb);
  EXPECT_EQ(module.text(),
            "# Databricks notebook source\n# MAGIC %sql\n# COMMAND ----------\nx = 1\n"
            "q = df.writeStream.trigger(once=True)\n");
  EXPECT_EQ(place(module.cell_point({3, 2})), Place(1, 0, 2));
  EXPECT_EQ(place(module.cell_point({4, 18})), Place(1, 1, 18));
  const auto back = module.module_point(module.cell_point({4, 18}));
  ASSERT_TRUE(back);
  EXPECT_EQ(back->row, 4u);
  const auto sources = module.cell_sources(module.text());
  ASSERT_TRUE(sources);
  EXPECT_EQ((*sources)[0], "");
  EXPECT_EQ((*sources)[1], nb.cells[1].source);
}

TEST(JupyterNotebook, AChangedLineIsWrittenAloneInTheFilesSpacing) {
  const JupyterNotebook nb = read_ok(kNotebook);
  const NotebookModule module(nb);
  std::string fixed = module.text();
  fixed.replace(fixed.find("once=True"), 4, "availableNow");
  fixed.replace(fixed.find("t = 1"), 5, "t = 1\nu = 2");  // a fix that adds a line
  fixed.replace(fixed.find("FROM t"), 6, "FROM \"u\"");
  const auto sources = module.cell_sources(fixed);
  ASSERT_TRUE(sources);
  std::string expected = kNotebook;
  expected.replace(expected.find("writeStream.trigger(once=True)") + 20, 4, "availableNow");
  expected.replace(expected.find("\"t = 1\""), 7, "\"t = 1\\n\",\n    \"u = 2\"");
  expected.replace(expected.find("FROM t\""), 7, "FROM \\\"u\\\"\"");
  EXPECT_EQ(rewrite_sources(kNotebook, nb, *sources), expected);
}

// Found by a helper: a fix rewrote the strings of lines it did not change (merged `"%sc", "ala\n"`,
// split a string of several lines). Only the strings the changed bytes are in are written anew.
TEST(JupyterNotebook, StringsAroundAChangeAreKeptAsWritten) {
  const std::string json = R"({"cells": [{"cell_type": "code", "source": ["%sc", "ala\n", "a = 1\nb = 2\n", "c = 3\n", "d = 4"]}]})";
  const JupyterNotebook nb = read_ok(json);
  std::vector<std::optional<std::string>> sources = {nb.cells[0].source};
  sources[0]->replace(sources[0]->find("c = 3"), 5, "c = 33");
  std::string expected = json;
  expected.replace(expected.find("c = 3"), 5, "c = 33");
  EXPECT_EQ(rewrite_sources(json, nb, sources), expected);
  // A change inside a string of several lines writes that string again, still one string.
  sources[0] = nb.cells[0].source;
  sources[0]->replace(sources[0]->find("b = 2"), 5, "b = 22");
  expected = json;
  expected.replace(expected.find("b = 2"), 5, "b = 22");
  EXPECT_EQ(rewrite_sources(json, nb, sources), expected);
  // A line added after the last: the new text is written one string per line.
  sources[0] = nb.cells[0].source + "\ne = 5";
  expected = json;
  expected.replace(expected.find("\"d = 4\""), 7, "\"d = 4\\n\", \"e = 5\"");
  EXPECT_EQ(rewrite_sources(json, nb, sources), expected);
}

TEST(JupyterNotebook, ACellsOwnSeparatorCommentNeverSplitsTheCell) {
  const std::string json = R"({"cells": [{"cell_type": "code", "source": ["x = 1\n", "# COMMAND ----------\n", "y = 2"]}]})";
  const JupyterNotebook nb = read_ok(json);
  const NotebookModule module(nb);
  EXPECT_EQ(module.text(), "# Databricks notebook source\nx = 1\n # COMMAND ----------\ny = 2\n");
  EXPECT_EQ(module.cell_point({2, 1}).column, 0u);
  const auto sources = module.cell_sources(module.text());
  ASSERT_TRUE(sources);
  EXPECT_EQ((*sources)[0], nb.cells[0].source);
  EXPECT_EQ(rewrite_sources(json, nb, *sources), json);
}

// Found by a helper: a fix deleting a cell's last line (which has no '\n' in the file) also took
// the '\n' of the line before it.
TEST(JupyterNotebook, DeletingACellsLastLineKeepsTheLineBefore) {
  const std::string json = R"({"cells": [{"cell_type": "code", "source": ["x = 1\n", "y = 2"]}]})";
  const NotebookModule module(read_ok(json));
  std::string fixed = module.text();
  fixed.erase(fixed.find("y = 2\n"), 6);  // the line and the module's own '\n' after it
  const auto deleted = module.cell_sources(fixed);
  ASSERT_TRUE(deleted);
  EXPECT_EQ((*deleted)[0], "x = 1\n");
  fixed = module.text();
  fixed.replace(fixed.find("y = 2"), 5, "y = 3");
  EXPECT_EQ((*module.cell_sources(fixed))[0], "x = 1\ny = 3");
  fixed = module.text();
  fixed.replace(fixed.find("y = 2"), 5, "y = 2  # noqa: SR301");
  EXPECT_EQ((*module.cell_sources(fixed))[0], "x = 1\ny = 2  # noqa: SR301");
}

TEST(JupyterNotebook, AFixThatWritesACellSeparatorIsRefused) {
  const NotebookModule module(read_ok(kNotebook));
  std::string fixed = module.text();
  fixed.replace(fixed.find("t = 1"), 5, "t = 1\n# COMMAND ----------\nu = 2");
  EXPECT_FALSE(module.cell_sources(fixed));
}

// A keystroke replaces one cell's part of the module: after any sequence of cell edits the module
// reads as one made afresh from the notebook (text, every point's cell, the sources given back).
void ExpectCellEditsInPlaceReadAsAFreshModule(ModuleLanguage module_language) {
  JupyterNotebook nb;
  const std::vector<std::pair<JupyterCell::Kind, std::string>> cells = {
      {JupyterCell::Kind::Markdown, "# Title\n"},
      {JupyterCell::Kind::Code, "%pip install x\nq = 1\n"},
      {JupyterCell::Kind::Code, "%%sql\nSELECT 1\nFROM t"},
      {JupyterCell::Kind::Code, ""},
      {JupyterCell::Kind::Code, "x = 1\n# COMMAND ----------\ny = 2"},
      {JupyterCell::Kind::Code, "%scala\nval x = 1\n"},
      {JupyterCell::Kind::Code, "\n%scala\n%AddJar a.jar\nval y = 2\n// COMMAND ----------\n"},
      {JupyterCell::Kind::Code, "\n\n%sql\nSELECT 2\n"},
  };
  for (const auto& [kind, source] : cells) {
    JupyterCell cell;
    cell.kind = kind;
    cell.source = source;
    cell.has_source = true;
    nb.cells.push_back(cell);
  }
  std::mt19937 random(11);
  const std::vector<std::string> pieces = {"a", "\n", "# COMMAND ----------", " ", "%", "%sql\n", "%%sql", "'", "\r\n", "%pip x\n", "%scala\n", "// COMMAND ----------", "\r", "x\r"};
  NotebookModule kept(nb, module_language);
  int in_place = 0;
  for (int step = 0; step < 400; ++step) {
    const auto index = static_cast<std::uint32_t>(random() % nb.cells.size());
    std::string source = nb.cells[index].source;
    const std::size_t at = source.empty() ? 0 : random() % (source.size() + 1);
    if (random() % 3 == 0 && at < source.size()) {
      source.erase(at, 1 + random() % std::min<std::size_t>(4, source.size() - at));
    } else {
      source.insert(at, pieces[random() % pieces.size()]);
    }
    const std::string_view language = nb.language;
    const CellLanguage before = cell_language(nb.cells[index], language);
    nb.cells[index].source = source;
    const NotebookModule fresh(nb, module_language);
    std::optional<NotebookModule> next = kept.with_cell_source(index, source);
    if (!next) {
      // Only a change of what the cell is written in makes the module afresh.
      EXPECT_NE(before, cell_language(nb.cells[index], language)) << "step " << step;
      kept = fresh;
      continue;
    }
    kept = std::move(*next);
    ++in_place;
    ASSERT_EQ(kept.text(), fresh.text()) << "step " << step;
    const std::uint32_t rows = static_cast<std::uint32_t>(std::count(fresh.text().begin(), fresh.text().end(), '\n'));
    for (std::uint32_t row = 0; row <= rows; ++row) {
      for (const std::uint32_t column : {0u, 3u, 9u}) {
        const CellPoint a = kept.cell_point({row, column});
        const CellPoint b = fresh.cell_point({row, column});
        ASSERT_TRUE(a.cell == b.cell && a.row == b.row && a.column == b.column && a.offset == b.offset)
            << "step " << step << " row " << row;
        const auto ka = kept.module_point(a);
        const auto fa = fresh.module_point(a);
        ASSERT_EQ(ka.has_value(), fa.has_value());
        if (ka) {
          EXPECT_TRUE(ka->row == fa->row && ka->column == fa->column);
        }
      }
    }
    ASSERT_EQ(kept.cell_sources(kept.text()), fresh.cell_sources(fresh.text())) << "step " << step;
  }
  EXPECT_GT(in_place, 300);  // most edits keep the cell's language
}

TEST(JupyterNotebook, ACellEditedInPlaceReadsAsAFreshModule) {
  ExpectCellEditsInPlaceReadAsAFreshModule(ModuleLanguage::Python);
  ExpectCellEditsInPlaceReadAsAFreshModule(ModuleLanguage::Scala);
}

// A notebook's Scala cells are a Scala notebook export of their own; its Python and SQL cells are
// the Python module's. A magic line at a Scala cell's top is a comment there, and a fixed Scala
// module gives back the cells' sources with their magic lines as written.
TEST(JupyterNotebook, ScalaCellsAreAScalaExportOfTheirOwn) {
  const std::string json = R"({"cells": [
    {"cell_type": "code", "source": ["x = 1\n"]},
    {"cell_type": "code", "source": ["%scala\n", "val q = Trigger.Once()\n", "// COMMAND ----------\n", "val y = 2"]},
    {"cell_type": "markdown", "source": ["# t"]},
    {"cell_type": "code", "source": ["  %scala\n", "val z = 3\n"]}]})";
  const JupyterNotebook nb = read_ok(json);
  const NotebookModule python(nb);
  EXPECT_EQ(python.text(), "# Databricks notebook source\nx = 1\n");
  EXPECT_TRUE(python.holds_cell(0));
  EXPECT_FALSE(python.holds_cell(1));
  const NotebookModule scala(nb, ModuleLanguage::Scala);
  ASSERT_TRUE(scala.holds_cells());
  EXPECT_EQ(scala.text(),
            "// Databricks notebook source\n//%scala\nval q = Trigger.Once()\n // COMMAND ----------\nval y = 2\n"
            "// COMMAND ----------\n//  %scala\nval z = 3\n");
  // `Trigger` on row 2 of the module is line 1 of cell 1; the commented magic keeps its columns.
  EXPECT_EQ(place(scala.cell_point({2, 8})), Place(1, 1, 8));
  EXPECT_EQ(place(scala.cell_point({6, 4})), Place(3, 0, 2));  // `//  %scala`: column 4 is the cell's 2
  EXPECT_EQ(scala.module_point({3, 0, 2, 0})->row, 6u);
  EXPECT_EQ(scala.module_point({3, 0, 2, 0})->column, 4u);
  EXPECT_FALSE(scala.module_point({0, 0, 0, 0}));
  EXPECT_EQ(rewrite_sources(json, nb, *scala.cell_sources(scala.text())), json);
  std::string fixed = scala.text();
  fixed.replace(fixed.find("Trigger.Once()"), 14, "Trigger.AvailableNow()");
  const auto sources = scala.cell_sources(fixed);
  ASSERT_TRUE(sources);
  EXPECT_FALSE((*sources)[0]);
  EXPECT_EQ((*sources)[1], "%scala\nval q = Trigger.AvailableNow()\n// COMMAND ----------\nval y = 2");
  EXPECT_EQ((*sources)[3], nb.cells[3].source);
  // A Scala-kernel notebook: every code cell is Scala but the one a magic makes Python.
  const std::string kernel = R"({"cells": [{"cell_type": "code", "source": "val a = 1"},
    {"cell_type": "code", "source": "%python\nb = 2"}], "metadata": {"kernelspec": {"language": "scala"}}})";
  EXPECT_EQ(NotebookModule(read_ok(kernel), ModuleLanguage::Scala).text(), "// Databricks notebook source\nval a = 1\n");
  EXPECT_EQ(NotebookModule(read_ok(kernel)).text(), "# Databricks notebook source\n%python\nb = 2\n");
}

}  // namespace

}  // namespace streamlint::analysis
