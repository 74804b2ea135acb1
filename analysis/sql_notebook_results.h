// A SQL notebook export's analysis with its Python cells' (sql_notebook_python.h): the Python
// module's results, their positions moved to the file's, joined to the SQL file's own.
#pragma once

#include <string_view>

#include "analysis/analyze.h"
#include "analysis/sql_notebook_python.h"

namespace streamlint::analysis {

// Moves `python` (the analysis of `cells.text()` as file `path`) to the file's positions and adds
// it to `sql`. Fix edits get the `-- MAGIC ` prefix on every line they start; places in other
// files stay as they are.
void add_python_cell_results(AnalysisResult& sql, AnalysisResult python, const SqlNotebookPython& cells,
                             std::string_view path);

// Moves the noqa comments of `cells.text()` to the file's positions (their rows are the file's).
void move_to_file(std::vector<NoqaComment>& comments, const SqlNotebookPython& cells);

}  // namespace streamlint::analysis
