// A Jupyter notebook's Scala cells are analysed as their own module (notebook_module.h), under a
// path that ends in `.scala` so the Scala front-end reads it. Its result joins the Python module's
// as NotebookText shows both: positions moved below the Python module's text, and the Scala
// module's path renamed to the notebook's.
#pragma once

#include <string>
#include <string_view>

#include <memory>

#include "analysis/analyze.h"
#include "analysis/jupyter/notebook_text.h"
#include "analysis/project/project_index.h"

namespace streamlint::analysis {

// The path the Scala module of notebook `path` is analysed under.
std::string scala_cells_path(std::string_view path);

// Adds `scala`, the result of analysing text.scala()->text() as scala_cells_path(path), to
// `python`, the Python module's result. Its queries run as their own entry, named
// "<path> (Scala cells)" in SR102's messages when the notebook has Python cells too. Findings stay
// sorted by position (the Scala module's text comes after the Python module's).
void add_scala_cells_result(AnalysisResult& python, AnalysisResult scala, const NotebookText& text, const std::string& path);

// Analyses the Scala cells of notebook `path` (text.scala(), which must be set) with `options`'
// settings (its path, text and modules are set here; the cells read the Scala objects of `project`,
// when given, as a Scala file beside the notebook would) and adds the result to `python`. Returns
// the Scala analysis's internal errors (also added to `python`).
std::vector<std::string> analyze_scala_cells(AnalysisResult& python, const NotebookText& text, const std::string& path,
                                             const std::shared_ptr<ProjectIndex>& project, Snapshot options,
                                             const ProjectFacts& facts, const RuleSelection& selection);

}  // namespace streamlint::analysis
