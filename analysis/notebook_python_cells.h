// The Python cells of a Databricks SQL or Scala notebook export: a `.sql` file whose first line is
// `-- Databricks notebook source` (or a `.scala` file's `// Databricks notebook source`), cells
// separated by `-- COMMAND ----------` (`// COMMAND ----------`), and a Python cell written as
// `-- MAGIC` (`// MAGIC`) comment lines after a first `-- MAGIC %python` line
// (https://docs.databricks.com/aws/en/notebooks/notebook-export-import, "source file" format).
// The file's own analysis reads those lines as comments; this module is what they hold, so the
// streams a Python cell starts are checked as a Python export's are.
//
// The module keeps the file's rows: row r of the module is row r of the file without its
// `-- MAGIC ` prefix (a Python line), the line itself (a plain SQL cell's in a SQL export, so the
// temp views it creates are the Python cells' too), or empty (every other line, a Scala export's
// Scala cells among them). Positions map back by adding the row's prefix length to the column
// (columns are UTF-8 bytes, 0-based; rows 0-based).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "analysis/finding.h"
#include "analysis/syntax/source_range.h"

namespace streamlint::analysis {

class NotebookPythonCells {
 public:
  // The module of `text`'s Python cells; nullopt when `text` is no SQL or Scala notebook export or
  // has no Python cell.
  static std::optional<NotebookPythonCells> of(std::string_view text);

  const std::string& text() const { return module_; }
  // The module as Python parses it: the SQL cells' bytes blanked (line ends kept).
  std::string python_text() const;
  // The SQL cells' spans in the module (their first line to their last), in order; none in a
  // Scala export.
  const std::vector<SourceRange>& sql_cells() const { return sql_cells_; }
  // Whether file row `row` is a line of a Python cell (its prefix included).
  bool python_row(std::uint32_t row) const { return row < python_.size() && python_[row]; }

  // A point or range of the module as the file's.
  TextPoint to_file(TextPoint point) const;
  SourceRange to_file(const SourceRange& range) const;
  // A byte of the module as the file's.
  std::uint32_t to_file_byte(std::uint32_t byte) const;
  // A point or range of the file as the module's (a column inside the prefix is the line's start).
  TextPoint to_module(TextPoint point) const;
  SourceRange to_module(const SourceRange& range) const;
  // Text a fix writes at module range `at`, as the file needs it: each line it starts after a line
  // break gets the `-- MAGIC ` (`// MAGIC `) prefix, and text written on an empty MAGIC line a blank first.
  std::string to_file_text(std::string_view new_text, const SourceRange& at) const;
  // A fix's edits of the module (TextEdit::file empty) as the file's: an edit of whole module lines
  // edits the file's whole lines (each line written takes the prefix), and an edit that ends at
  // the start of another cell's row ends before that row's line end, so no other cell's text goes.
  void to_file(Fix& fix) const;

 private:
  std::string module_;
  std::string_view magic_;  // "-- MAGIC" or "// MAGIC" (static text)
  std::vector<std::uint32_t> file_line_start_, module_line_start_, prefix_;
  std::vector<std::uint32_t> file_line_end_;  // each row's end, before its "\r\n" or "\n"
  std::uint32_t file_size_ = 0;
  std::vector<bool> python_;
  std::vector<SourceRange> sql_cells_;
};

}  // namespace streamlint::analysis
