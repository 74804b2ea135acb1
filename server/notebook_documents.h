// Open notebooks (LSP 3.17 "Notebook Document Synchronization"): each notebook's cells in order,
// their text kept in step with every notebookDocument/didChange, and the notebook as one Jupyter
// notebook for the analysis (analysis/jupyter/notebook_module.h): its Python module, and the
// module of its Scala cells when it has some. Findings are in the coordinates of both modules read
// as one text (analysis/jupyter/notebook_text.h); this file turns them into each cell's own (a
// cell is a text document of its own in the client: its URI, lines counted from 0 inside it).
// Errors: params are decoded whole before they reach here (protocol/lsp_notebook_sync.h); a change
// that does not fit the notebook (a cell it does not hold, a range past its end) throws
// ResponseError(InvalidParams) saying what is wrong, and nothing is applied then.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "analysis/analyze.h"
#include "analysis/document.h"
#include "analysis/finding.h"
#include "analysis/jupyter/notebook_module.h"
#include "analysis/jupyter/notebook_text.h"
#include "protocol/line_index.h"
#include "protocol/lsp_notebook_sync.h"
#include "server/kept_run.h"

namespace streamlint::server {

using json = nlohmann::json;

struct NotebookCellDocument {
  std::string uri;         // the cell's text document URI
  bool code = true;        // NotebookCellKind 2 (Code); false for 1 (Markup)
  std::string language;    // the cell document's languageId ("python", "sql", "markdown"...)
  std::string text;  // lines are indexed on demand (a LineIndex would point into this string, which moves)
  long version = 0;
  std::uint64_t edits = 0;  // changes applied to `text` since the cell was opened
  // The findings last reported on the cell (its coordinates), with `text` after `reported_edits`
  // changes, and the hash of what they show: the same findings on the same text show the same.
  std::vector<analysis::Finding> reported{};
  std::uint64_t reported_edits = UINT64_MAX;
  std::uint64_t reported_hash = 0;
};

struct OpenNotebook {
  std::string uri;
  std::string type;  // notebookType ("jupyter-notebook")
  long version = 0;
  std::vector<NotebookCellDocument> cells;  // in the notebook's order
  // Cells a change deleted without closing their documents: a client may move a cell as two changes,
  // a delete and then an insert of the same document without didOpen (LSP 3.17 allows it). The
  // insert takes the cell back with its text. The most recent kMostDetached are kept.
  std::map<std::string, NotebookCellDocument> detached;
  static constexpr std::size_t kMostDetached = 64;
  // The last analysis: the modules the cells made (the Scala one null without Scala cells), both
  // as one text (`view`: the coordinates of `result`, `findings` and the cards), and the finished
  // findings.
  std::shared_ptr<const analysis::NotebookModule> module;
  std::shared_ptr<const analysis::NotebookModule> scala_module;
  std::shared_ptr<const analysis::NotebookText> view;
  // The module's text kept as a document in cells (analysis/document.h), and what its module phase
  // keeps between changes: a keystroke parses and runs again only the cell it changed.
  std::optional<analysis::Document> document;
  KeptRun kept{};
  analysis::AnalysisResult result{};
  analysis::RuleSelection selection{};
  std::vector<analysis::Finding> findings{};
  bool analysed = false;
  // `findings` are finished for the last analysis (the project phase added `incoming`, the
  // findings other files' analyses put here).
  bool finished = false;
  std::vector<analysis::Finding> incoming{};
  std::vector<std::size_t> superseded{};           // its stand-in findings the project phase dropped, by index
  std::map<std::string, std::uint64_t> published;  // per cell URI: the hash of what was last published
  // The client pulled a cell's diagnostics (textDocument/diagnostic): its cells are no longer pushed.
  // Clients that pull for text documents may still not pull for cells (VS Code's client does not).
  bool client_pulls = false;

  // The cells as a Jupyter notebook (code cells keep their language as VS Code's languageId).
  analysis::JupyterNotebook as_jupyter() const;
  // The module of the cells as they are now: the last module with the edited cells' sources
  // replaced while the cells are the same ones (none added, removed, moved or of another kind or
  // language), else made afresh. The Scala module is null when no cell is Scala.
  std::shared_ptr<const analysis::NotebookModule> current_module(analysis::ModuleLanguage language) const;
  // The index of the cell with document `uri`, if it is one of this notebook's.
  std::optional<std::size_t> cell_index(const std::string& uri) const;
};

// The line index of each cell's text, made on first use; the cells must not change while it lives.
class CellLines {
 public:
  explicit CellLines(const OpenNotebook& notebook) : notebook_(notebook), lines_(notebook.cells.size()) {}
  const protocol::LineIndex& of(std::size_t cell);

 private:
  const OpenNotebook& notebook_;
  std::vector<std::optional<protocol::LineIndex>> lines_;
};

// A finding or edit range of the module as a range inside one cell: the cell's index and the range
// with rows and byte columns counted in that cell (byte offsets into the cell's text).
struct CellRange {
  std::size_t cell = 0;
  analysis::SourceRange range;
};
CellRange cell_range(const OpenNotebook& notebook, const analysis::SourceRange& module_range);

class NotebookDocuments {
 public:
  // notebookDocument/didOpen.
  void open(const protocol::DidOpenNotebookDocumentParams& params);
  // notebookDocument/didChange: structure (cells added, removed, moved), cell data and the cells'
  // text edits, all checked before any is applied. Returns the URIs of cells that left the notebook.
  std::vector<std::string> change(const protocol::DidChangeNotebookDocumentParams& params, protocol::PositionEncoding encoding);
  // notebookDocument/didClose: the notebook's cell URIs (their diagnostics are cleared), or none.
  std::vector<std::string> close(const protocol::DidCloseNotebookDocumentParams& params);

  OpenNotebook* find(const std::string& notebook_uri);
  // The notebook holding cell document `cell_uri`, and the cell's index in it.
  std::pair<OpenNotebook*, std::size_t> holding(const std::string& cell_uri);
  std::map<std::string, OpenNotebook>& all() { return notebooks_; }

 private:
  std::map<std::string, OpenNotebook> notebooks_;
};

}  // namespace streamlint::server
