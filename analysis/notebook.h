// Databricks notebook exports (.py "source" format): a first line `# Databricks notebook source`,
// cells separated by `# COMMAND ----------`, markdown and magics as `# MAGIC ...` comments, and
// sometimes raw `%pip` / `!pip` lines. Each cell is parsed on its own, so a cell that does not
// parse never hides the findings of the others; names still flow from earlier cells to later ones.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "analysis/syntax/source_range.h"
#include "analysis/syntax/syntax_tree.h"

namespace streamlint::analysis {

bool is_databricks_notebook(std::string_view text);

// The text with raw magic lines (`%pip ...`, `!ls`, and IPython's automagic `pip install ...`,
// `conda install ...`) blanked out, byte for byte, so positions stay; a command whose output is assigned (`files =
// !ls`, `out = %sx ls`) becomes `...` (an unknown value) padded to its length.
std::string mask_magic_lines(std::string_view text);

// The cells' byte spans with their start points (separator lines are not part of any cell).
std::vector<SourceRange> notebook_cells(std::string_view text);
// The same for exports of another language, whose separator line is `separator` (Scala's
// `// COMMAND ----------`).
std::vector<SourceRange> notebook_cells(std::string_view text, std::string_view separator);

// A `%sql` cell (`# MAGIC %sql` first, every line a `# MAGIC` line): its bytes with the `# MAGIC `
// prefixes and the magic blanked, so the SQL keeps the positions it has in `text`; nullopt for any
// other cell. `cell` is one of notebook_cells(text).
std::optional<std::string> sql_cell_text(std::string_view text, const SourceRange& cell);
// The same for exports of another language: its magic prefix (Scala's `// MAGIC`) and header line.
std::optional<std::string> sql_cell_text(std::string_view text, const SourceRange& cell, std::string_view magic,
                                         std::string_view header);

// The notebooks notebook `text` runs, as written: `%run ./child` (a line of its own, also a
// `# MAGIC %run` line of an export or a line of an .ipynb cell's source) and
// `dbutils.notebook.run("./child", ...)` with a string literal. Both run the child on the caller's
// compute (https://docs.databricks.com/aws/en/notebooks/notebook-workflows). Paths are as written:
// relative to the notebook's folder, or absolute workspace paths.
std::vector<std::string> notebooks_run_by(std::string_view text);

// One cell parsed on its own: the notebook text with magic lines blanked (positions are the
// original's) and the cell's tree, whose root spans the cell.
struct ParsedCell {
  std::string masked;
  SyntaxTree tree;
};

// The cell of notebook `text` holding byte `at`, parsed; nullopt when no cell holds it.
std::optional<ParsedCell> parse_cell_at(std::string_view text, std::uint32_t at);

}  // namespace streamlint::analysis
