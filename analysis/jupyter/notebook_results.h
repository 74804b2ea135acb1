// A Jupyter notebook's Scala cells are analysed as their own module (notebook_module.h), under a
// path that ends in `.scala` so the Scala front-end reads it. Its result joins the Python module's
// as NotebookText shows both: positions moved below the Python module's text, and the Scala
// module's path renamed to the notebook's.
#pragma once

#include <string>
#include <string_view>

#include "analysis/analyze.h"
#include "analysis/jupyter/notebook_text.h"

namespace streamlint::analysis {

// The path the Scala module of notebook `path` is analysed under.
std::string scala_cells_path(std::string_view path);

// Adds `scala`, the result of analysing text.scala()->text() as scala_cells_path(path), to
// `python`, the Python module's result. Its queries run as their own entry, named
// "<path> (Scala cells)" in SR102's messages when the notebook has Python cells too. Findings stay
// sorted by position.
void add_scala_cells_result(AnalysisResult& python, AnalysisResult scala, const NotebookText& text, const std::string& path);

}  // namespace streamlint::analysis
