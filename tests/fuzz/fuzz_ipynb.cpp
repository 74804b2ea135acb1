// libFuzzer target: Jupyter notebook JSON through the reader, the notebook module and the writer.
// Properties, for the Python module and the Scala module: the unchanged module gives back every code cell's source and rewriting with those
// leaves the file byte for byte; a line added to the last code cell writes a file that reads back
// with that line in that cell; every point of the module maps into the notebook and the file;
// read in two blocks (the file's path in `check`), it has the same cells at the same rows and columns.
#include <cstddef>
#include <cstdint>
#include <string>

#include "analysis/jupyter/notebook_json.h"
#include "analysis/jupyter/notebook_module.h"
#include "analysis/jupyter/output_skipping.h"

namespace sa = streamlint::analysis;

namespace {

void same_without_outputs(const std::string& original, const sa::JupyterNotebook& whole) {
  sa::OutputSkipper skipper;
  const std::size_t half = original.size() / 2;
  skipper.feed(std::string_view(original).substr(0, half));
  skipper.feed(std::string_view(original).substr(half));
  sa::NotebookRead read = skipper.read(false);
  if (!read.notebook || read.notebook->cells.size() != whole.cells.size()) __builtin_trap();
  for (std::size_t i = 0; i < whole.cells.size(); ++i) {
    const auto& a = whole.cells[i];
    const auto& b = read.notebook->cells[i];
    if (a.source != b.source || a.pieces.size() != b.pieces.size()) __builtin_trap();
    for (std::size_t k = 0; k < a.pieces.size(); ++k) {
      if (a.pieces[k].file_row != b.pieces[k].file_row || a.pieces[k].file_column != b.pieces[k].file_column) __builtin_trap();
    }
  }
}

// Each module of the notebook (Python, then Scala): every point maps to a cell, the unchanged text
// gives back the sources and the file, and a line added at its end lands in its last cell.
void check_module(const std::string& original, const sa::JupyterNotebook& notebook, sa::ModuleLanguage language) {
  const sa::NotebookModule module(notebook, language);
  const sa::JupyterNotebook& nb = module.notebook();
  // Every point maps to a cell of the notebook.
  std::uint32_t row = 0, column = 0;
  for (char c : module.text()) {
    const sa::CellPoint at = module.cell_point({row, column});
    if (!nb.cells.empty() && at.cell >= nb.cells.size()) __builtin_trap();
    if (!nb.cells.empty()) (void)module.file_position({row, column});
    if (c == '\n') {
      ++row;
      column = 0;
    } else {
      ++column;
    }
  }
  const auto sources = module.cell_sources(module.text());
  if (!sources) __builtin_trap();
  std::size_t last = nb.cells.size();
  for (std::size_t i = 0; i < sources->size(); ++i) {
    if (!(*sources)[i]) continue;
    if (*(*sources)[i] != nb.cells[i].source) __builtin_trap();
    last = i;
  }
  if (sa::rewrite_sources(original, nb, *sources) != original) __builtin_trap();
  if (last == nb.cells.size() || !nb.cells[last].has_source) return;
  // A fix adding a line at the end of the module lands in the last code cell, and the file reads back.
  const std::string added = language == sa::ModuleLanguage::Scala ? "val z = \"\xC3\xA9\\\"\t\"\n" : "z = \"\xC3\xA9\\\"\t\"\n";
  const auto fixed = module.cell_sources(module.text() + added);
  if (!fixed || !(*fixed)[last]) __builtin_trap();
  std::string rewritten = sa::rewrite_sources(original, nb, *fixed);
  sa::NotebookRead again = sa::read_jupyter_notebook(rewritten);
  if (!again.notebook || again.notebook->cells.size() != nb.cells.size()) __builtin_trap();
  if (again.notebook->cells[last].source != *(*fixed)[last]) __builtin_trap();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string original(reinterpret_cast<const char*>(data), size);
  std::string json = original;
  sa::NotebookRead read = sa::read_jupyter_notebook(json);
  if (!read.notebook) return 0;
  same_without_outputs(original, *read.notebook);
  check_module(original, *read.notebook, sa::ModuleLanguage::Python);
  check_module(original, *read.notebook, sa::ModuleLanguage::Scala);
  return 0;
}
