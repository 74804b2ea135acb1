#include "analysis/jupyter/notebook_text.h"

#include <algorithm>

namespace streamlint::analysis {

NotebookText::NotebookText(std::shared_ptr<const NotebookModule> python, std::shared_ptr<const NotebookModule> scala)
    : python_(std::move(python)), scala_(std::move(scala)) {
  const std::string& text = python_->text();
  scala_row_ = static_cast<std::uint32_t>(std::count(text.begin(), text.end(), '\n'));
  if (scala_) joined_ = text + scala_->text();
}

std::shared_ptr<const NotebookText> NotebookText::of(JupyterNotebook notebook) {
  // The cells are copied for a Scala module only when one of them is Scala.
  const bool scala_cells = std::any_of(notebook.cells.begin(), notebook.cells.end(), [&](const JupyterCell& c) {
    return cell_language(c, notebook.language) == CellLanguage::Scala;
  });
  auto scala = scala_cells ? std::make_shared<const NotebookModule>(notebook, ModuleLanguage::Scala) : nullptr;
  auto python = std::make_shared<const NotebookModule>(std::move(notebook));
  return std::make_shared<const NotebookText>(std::move(python), std::move(scala));
}

SourceRange NotebookText::shifted(const SourceRange& range) const {
  return {range.start_byte + scala_byte(), range.end_byte + scala_byte(), shifted(range.start), shifted(range.end)};
}

SourceRange NotebookText::unshifted(const SourceRange& range) const {
  return {range.start_byte - scala_byte(), range.end_byte - scala_byte(), {range.start.row - scala_row_, range.start.column},
          {range.end.row - scala_row_, range.end.column}};
}

std::optional<TextPoint> NotebookText::module_point(const CellPoint& point) const {
  if (!scala_ || !scala_->holds_cell(point.cell)) return python_->module_point(point);
  const auto at = scala_->module_point(point);
  if (!at) return std::nullopt;
  return shifted(*at);
}

CellPoint NotebookText::cell_point(TextPoint point) const {
  if (!scala_ || point.row < scala_row_) return python_->cell_point(point);
  return scala_->cell_point({point.row - scala_row_, point.column});
}

FilePosition NotebookText::file_position(TextPoint point) const {
  if (!scala_ || point.row < scala_row_) return python_->file_position(point);
  return scala_->file_position({point.row - scala_row_, point.column});
}

}  // namespace streamlint::analysis
