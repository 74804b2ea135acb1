// A SQL notebook export's analysis with its Python cells' (notebook_python_cells.h): the Python
// module's results, their positions moved to the file's, joined to the SQL file's own.
#pragma once

#include <string_view>

#include "analysis/analyze.h"
#include "analysis/notebook_python_cells.h"

namespace streamlint::analysis {

// The module of a SQL notebook's cells as the query model runs it: its Python statements (parsed
// from NotebookPythonCells::python_text, which `masked` holds) and, as a Python export runs its `%sql`
// cells, the temp views its SQL cells create, in the order they are written. (Their other SQL is
// the SQL file's own analysis.)
struct PythonCellsSource : ParsedPython {
  std::vector<SourceRange> sql_cells;  // NotebookPythonCells::sql_cells
  std::vector<std::shared_ptr<SyntaxUnit>> units(const std::shared_ptr<const std::string>& file) const;
};
// `cells` must outlive the source (its text is the source's).
PythonCellsSource python_cells_source(const NotebookPythonCells& cells);

// Moves `python` (the analysis of `cells.text()` as file `path`) to the file's positions and adds
// it to `sql`. Fix edits get the `-- MAGIC ` prefix on every line they start; places in other
// files stay as they are.
void add_python_cell_results(AnalysisResult& sql, AnalysisResult python, const NotebookPythonCells& cells,
                             std::string_view path);

// Moves the noqa comments of `cells.text()` to the file's positions (their rows are the file's).
void move_to_file(std::vector<NoqaComment>& comments, const NotebookPythonCells& cells);

}  // namespace streamlint::analysis
