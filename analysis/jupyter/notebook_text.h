// A Jupyter notebook's findings in one text, as a report shows them: the Python module's text
// (notebook_module.h), then the Scala module's when the notebook has Scala cells. Each module is
// analysed on its own; the Scala module's positions are moved below the Python module's
// (shifted()), so one report, sorted by position, covers every cell.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>

#include "analysis/jupyter/notebook_module.h"
#include "analysis/syntax/source_range.h"

namespace streamlint::analysis {

class NotebookText {
 public:
  // `scala` may be null (no Scala cells).
  NotebookText(std::shared_ptr<const NotebookModule> python, std::shared_ptr<const NotebookModule> scala);
  // A notebook's modules: its Python module, and its Scala module when it has Scala cells.
  static std::shared_ptr<const NotebookText> of(JupyterNotebook notebook);

  const NotebookModule& python() const { return *python_; }
  const NotebookModule* scala() const { return scala_.get(); }
  // The Python module's text, then the Scala module's (joined once, only when there is one).
  const std::string& text() const { return scala_ ? joined_ : python_->text(); }
  // Where the Scala module's text starts in text(): a byte offset and a 0-based row.
  std::uint32_t scala_byte() const { return static_cast<std::uint32_t>(python_->text().size()); }
  std::uint32_t scala_row() const { return scala_row_; }
  // A point or range of the Scala module's text as a point of text().
  TextPoint shifted(TextPoint point) const { return {point.row + scala_row_, point.column}; }
  SourceRange shifted(const SourceRange& range) const;
  // Whether a point or range of text() is in the Scala module's part, and it there.
  bool in_scala(TextPoint point) const { return scala_ && point.row >= scala_row_; }
  SourceRange unshifted(const SourceRange& range) const;

  // Where a point of text() is in the notebook (NotebookModule::cell_point of its module).
  CellPoint cell_point(TextPoint point) const;
  // Where a cell's point is in text(); nullopt for a cell neither module holds or a row past its end.
  std::optional<TextPoint> module_point(const CellPoint& point) const;
  // Where a point of text() is written in the .ipynb file.
  FilePosition file_position(TextPoint point) const;

 private:
  std::shared_ptr<const NotebookModule> python_, scala_;
  std::string joined_;
  std::uint32_t scala_row_ = 0;  // the Python text's line ends (it ends with one)
};

}  // namespace streamlint::analysis
