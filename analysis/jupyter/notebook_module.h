// The code cells of a Jupyter notebook as one Databricks notebook export (notebook.h), the form the
// query model already reads cell by cell: each cell parsed on its own, names flowing from earlier
// cells to later ones. A notebook has up to two such modules, one per front-end:
// - Python (ModuleLanguage::Python): Python cells copied as written (their magic lines, `%pip` or
//   `!ls`, are blanked when parsed); SQL cells become the `# MAGIC` lines of a `%sql` cell.
// - Scala (ModuleLanguage::Scala): a Scala notebook export (`// Databricks notebook source`) of
//   the Scala cells (`%scala` cells, or every code cell of a Scala-kernel notebook), each copied as
//   written; the magic lines at a cell's top (`%scala`, a kernel's `%AddJar`) become `//` comments.
// Markdown, raw and cells in other languages (`%md`, `%%bash` ...) are left out of both. Every
// position of the module text maps back to a cell, and a fixed module text back to the cells'
// sources.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "analysis/jupyter/notebook_json.h"
#include "analysis/syntax/source_range.h"

namespace streamlint::analysis {

enum class CellLanguage { Python, Sql, Scala, Other };

// Which front-end a module is for: Python (Python and SQL cells) or Scala (Scala cells).
enum class ModuleLanguage { Python, Scala };

// What a cell is written in: its first line's magic (`%sql`/`%%sql` SQL; `%python`, `%%time` and
// line magics such as `%pip` or `%run` leave it Python; `%scala`/`%%scala` Scala; `%md`, `%sh`,
// `%%bash` and other cell magics make it Other), else its own metadata language, else the
// notebook's.
CellLanguage cell_language(const JupyterCell& cell, std::string_view notebook_language);
// The same for a cell given by its parts (`code`: a code cell; `language_id` as JupyterCell's).
CellLanguage cell_language(bool code, std::string_view source, std::string_view language_id,
                           std::string_view notebook_language);

// A place in a notebook: the cell (0-based index into JupyterNotebook::cells, markdown cells
// included), the 0-based line inside the cell and the 0-based column in UTF-8 bytes of that line.
struct CellPoint {
  std::uint32_t cell = 0;
  std::uint32_t row = 0;
  std::uint32_t column = 0;
  std::uint32_t offset = 0;  // the byte offset of (row, column) in the cell's source
};

class NotebookModule {
 public:
  explicit NotebookModule(JupyterNotebook notebook, ModuleLanguage language = ModuleLanguage::Python);

  const JupyterNotebook& notebook() const { return notebook_; }
  ModuleLanguage language() const { return language_; }
  // Whether the module holds a cell (a Python notebook's Scala module often holds none).
  bool holds_cells() const { return !parts_.empty(); }
  // Whether cell `cell` is in this module.
  bool holds_cell(std::uint32_t cell) const;
  // The module text: a Databricks notebook export of the code cells (UTF-8).
  const std::string& text() const { return text_; }

  // Where a point of text() is in the notebook. The export's own lines (its header, the cell
  // separators, the `%sql` line added to a SQL notebook's cell) map to the start of the next cell.
  CellPoint cell_point(TextPoint point) const;
  // Where a cell's point is in text(); nullopt for a cell the module leaves out (markdown, other
  // languages) or a row past the cell's end. The column is clamped to the line's end.
  std::optional<TextPoint> module_point(const CellPoint& point) const;
  // Where a point of text() is written in the .ipynb file (notebook_json.h file_position).
  FilePosition file_position(TextPoint point) const;

  // The module after cell `cell`'s source became `source`: this module's text and line table with
  // that cell's part made again (a keystroke in a cell costs copies, not a rebuild of every cell).
  // The same as NotebookModule of the changed notebook. nullopt when `cell` is out of range or the
  // new source changes what the cell is written in (its magic line): the caller builds afresh.
  std::optional<NotebookModule> with_cell_source(std::uint32_t cell, std::string source) const;

  // The cells' sources held by `fixed`, a version of text() after fixes: one entry per notebook
  // cell, set for the code cells the module holds. nullopt when `fixed` no longer has the module's
  // cells (a fix wrote a cell separator).
  std::optional<std::vector<std::optional<std::string>>> cell_sources(std::string_view fixed) const;

 private:
  struct Line {
    std::uint32_t cell;
    std::uint32_t row;
    std::uint32_t start;  // where the cell line starts in the cell's source (bytes)
    std::int32_t shift;   // bytes the module line adds before the cell line's text
    bool own;             // a line of the export itself, not of the cell
  };
  struct Part {
    std::uint32_t cell;
    CellLanguage language;
    bool newline_added;       // the cell's source did not end with '\n'
    bool magic_added;         // a SQL notebook's cell without `%sql`: the module adds that line
    std::int32_t magic_row;   // the row of the `%sql`/`%%sql` line in a SQL cell, else -1
    std::uint32_t magic_end;  // the bytes of that line up to the end of the magic
    std::uint32_t commented;  // Scala: how many magic lines at the cell's top the module comments out
    std::uint32_t text_start;  // where the cell's part starts in text_ (after its separator)
    std::uint32_t first_line;  // its first line in lines_
  };

  NotebookModule() = default;

  void add_cell(std::uint32_t index, CellLanguage language);
  // Whether the module holds cells written in `language`.
  bool holds(CellLanguage language) const;
  bool kept_last_byte(const SourceRange& original, std::string_view body, bool first) const;

  JupyterNotebook notebook_;
  ModuleLanguage language_ = ModuleLanguage::Python;
  std::string text_;
  std::vector<Line> lines_;  // one per line of text_
  std::vector<Part> parts_;  // the cells text_ holds, in order
};

}  // namespace streamlint::analysis
