#include "server/notebook_documents.h"

#include <algorithm>

#include "protocol/json_fields.h"
#include "protocol/lsp_basic_types.h"
#include "protocol/lsp_notebook_sync.h"

namespace streamlint::server {
namespace {

using protocol::invalid_params;

NotebookCellDocument cell_of(const protocol::NotebookCell& cell, const std::map<std::string, const protocol::TextDocumentItem*>& texts) {
  NotebookCellDocument out;
  out.uri = cell.document;
  out.code = cell.kind == protocol::NotebookCellKind::Code;
  if (auto it = texts.find(out.uri); it != texts.end()) {
    out.language = it->second->language_id;
    out.text = it->second->text;
    out.version = it->second->version;
  }
  return out;
}

std::map<std::string, const protocol::TextDocumentItem*> items_by_uri(const std::vector<protocol::TextDocumentItem>& items) {
  std::map<std::string, const protocol::TextDocumentItem*> out;
  for (const protocol::TextDocumentItem& item : items) out[item.uri] = &item;
  return out;
}

void apply_change(NotebookCellDocument& cell, const protocol::TextDocumentContentChangeEvent& change,
                  protocol::PositionEncoding encoding) {
  if (!change.range) {
    cell.text = change.text;
    return;
  }
  const protocol::LineIndex lines(cell.text);
  const std::size_t start = lines.to_offset(change.range->start, encoding);
  const std::size_t end = std::max(start, lines.to_offset(change.range->end, encoding));
  cell.text.replace(start, end - start, change.text);
}

}  // namespace

analysis::JupyterNotebook OpenNotebook::as_jupyter() const {
  analysis::JupyterNotebook out;
  for (const NotebookCellDocument& c : cells) {
    analysis::JupyterCell cell;
    cell.kind = c.code ? analysis::JupyterCell::Kind::Code : analysis::JupyterCell::Kind::Markdown;
    cell.source = c.text;
    cell.has_source = true;
    cell.language_id = c.language;
    out.cells.push_back(std::move(cell));
  }
  return out;
}

std::shared_ptr<const analysis::NotebookModule> OpenNotebook::current_module(analysis::ModuleLanguage language) const {
  const bool scala = language == analysis::ModuleLanguage::Scala;
  const std::shared_ptr<const analysis::NotebookModule>& module = scala ? scala_module : this->module;
  auto fresh = [&]() -> std::shared_ptr<const analysis::NotebookModule> {
    // Most notebooks have no Scala cell: asked without copying the cells.
    if (scala && std::none_of(cells.begin(), cells.end(), [](const NotebookCellDocument& c) {
          return analysis::cell_language(c.code, c.text, c.language, analysis::JupyterNotebook().language) ==
                 analysis::CellLanguage::Scala;
        })) {
      return nullptr;
    }
    return std::make_shared<const analysis::NotebookModule>(as_jupyter(), language);
  };
  if (!module || module->notebook().cells.size() != cells.size()) return fresh();
  // Each replaced cell copies the module once: past a few (a whole-notebook reformat), making it
  // afresh costs less.
  constexpr int kMostReplaced = 4;
  int replaced = 0;
  std::optional<analysis::NotebookModule> next;
  for (std::size_t i = 0; i < cells.size(); ++i) {
    const analysis::JupyterCell& was = module->notebook().cells[i];
    const NotebookCellDocument& cell = cells[i];
    if ((was.kind == analysis::JupyterCell::Kind::Code) != cell.code || was.language_id != cell.language) return fresh();
    if (was.source == cell.text) continue;
    if (++replaced > kMostReplaced) return fresh();
    next = (next ? *next : *module).with_cell_source(static_cast<std::uint32_t>(i), cell.text);
    if (!next) return fresh();
  }
  if (!next) return module;
  if (scala && !next->holds_cells()) return nullptr;
  return std::make_shared<const analysis::NotebookModule>(std::move(*next));
}

std::optional<std::size_t> OpenNotebook::cell_index(const std::string& cell_uri) const {
  for (std::size_t i = 0; i < cells.size(); ++i) {
    if (cells[i].uri == cell_uri) return i;
  }
  return std::nullopt;
}

const protocol::LineIndex& CellLines::of(std::size_t cell) {
  std::optional<protocol::LineIndex>& lines = lines_.at(cell);
  if (!lines) lines.emplace(notebook_.cells[cell].text);
  return *lines;
}

CellRange cell_range(const OpenNotebook& notebook, const analysis::SourceRange& module_range) {
  const analysis::CellPoint start = notebook.view->cell_point(module_range.start);
  analysis::CellPoint end = notebook.view->cell_point(module_range.end);
  if (end.cell != start.cell) {  // a range that runs into the next cell stops at this one's end
    const std::string& text = notebook.cells.at(start.cell).text;
    const std::size_t last_line = text.rfind('\n');
    const std::size_t last_start = last_line == std::string::npos ? 0 : last_line + 1;
    end = {start.cell, static_cast<std::uint32_t>(std::count(text.begin(), text.end(), '\n')),
           static_cast<std::uint32_t>(text.size() - last_start), static_cast<std::uint32_t>(text.size())};
  }
  return {start.cell, {start.offset, end.offset, {start.row, start.column}, {end.row, end.column}}};
}

void NotebookDocuments::open(const protocol::DidOpenNotebookDocumentParams& params) {
  const protocol::NotebookDocument& document = params.notebook_document;
  OpenNotebook notebook;
  notebook.uri = document.uri;
  notebook.type = document.notebook_type;
  notebook.version = document.version;
  const auto texts = items_by_uri(params.cell_text_documents);
  for (const protocol::NotebookCell& cell : document.cells) notebook.cells.push_back(cell_of(cell, texts));
  notebooks_[notebook.uri] = std::move(notebook);
}

std::vector<std::string> NotebookDocuments::change(const protocol::DidChangeNotebookDocumentParams& params,
                                                   protocol::PositionEncoding encoding) {
  OpenNotebook* notebook = find(params.uri);
  if (!notebook) invalid_params("didChange for a notebook that is not open");
  const protocol::NotebookCellsChange& cells = params.cells;
  // The params were decoded whole; what depends on the notebook is checked before anything is
  // applied: a change is applied whole or not at all.
  const auto& structure = cells.structure;
  const std::uint32_t start = structure ? structure->start : 0, deleted = structure ? structure->delete_count : 0;
  if (std::size_t(start) + deleted > notebook->cells.size()) invalid_params("cell change past the notebook's end");
  const auto opened = items_by_uri(cells.opened);
  std::vector<std::string> remaining;
  for (std::size_t i = 0; i < notebook->cells.size(); ++i) {
    if (i < start || i >= std::size_t(start) + deleted) remaining.push_back(notebook->cells[i].uri);
  }
  if (structure) {
    for (const protocol::NotebookCell& c : structure->cells) remaining.push_back(c.document);
  }
  for (const protocol::NotebookCellTextContent& content : cells.text_content) {
    if (std::find(remaining.begin(), remaining.end(), content.document.uri) == remaining.end()) {
      invalid_params("text change for a cell the notebook does not hold: " + content.document.uri);
    }
  }
  // Apply: the structure, then the cells' data, then their text.
  std::vector<std::string> closed;
  if (structure) {
    // Cells moved keep their text: a move is a delete and an insert of the same document.
    std::map<std::string, NotebookCellDocument> removed;
    for (std::size_t i = start; i < std::size_t(start) + deleted; ++i) removed[notebook->cells[i].uri] = notebook->cells[i];
    std::vector<NotebookCellDocument> inserted;
    for (const protocol::NotebookCell& c : structure->cells) {
      NotebookCellDocument cell = cell_of(c, opened);
      if (auto it = removed.find(cell.uri); it != removed.end() && !opened.count(cell.uri)) {
        cell = std::move(it->second);
        removed.erase(it);
      } else if (auto was = notebook->detached.find(cell.uri); was != notebook->detached.end() && !opened.count(cell.uri)) {
        cell = std::move(was->second);  // the second half of a move sent as two changes
        notebook->detached.erase(was);
      }
      inserted.push_back(std::move(cell));
    }
    auto& list = notebook->cells;
    list.erase(list.begin() + start, list.begin() + start + deleted);
    list.insert(list.begin() + start, std::make_move_iterator(inserted.begin()), std::make_move_iterator(inserted.end()));
    if (notebook->detached.size() + removed.size() > OpenNotebook::kMostDetached) notebook->detached.clear();
    for (auto& [uri, cell] : removed) {
      closed.push_back(uri);
      notebook->detached[uri] = std::move(cell);
    }
  }
  for (const protocol::NotebookCell& data : cells.data) {
    if (auto i = notebook->cell_index(data.document)) notebook->cells[*i].code = data.kind == protocol::NotebookCellKind::Code;
  }
  for (const protocol::NotebookCellTextContent& content : cells.text_content) {
    NotebookCellDocument& cell = notebook->cells[*notebook->cell_index(content.document.uri)];
    for (const auto& c : content.changes) apply_change(cell, c, encoding);
    ++cell.edits;
    cell.version = content.document.version.value_or(static_cast<std::int32_t>(cell.version + 1));
  }
  notebook->version = params.version.value_or(static_cast<std::int32_t>(notebook->version + 1));
  notebook->analysed = false;
  for (const std::string& uri : closed) notebook->published.erase(uri);
  return closed;
}

std::vector<std::string> NotebookDocuments::close(const protocol::DidCloseNotebookDocumentParams& params) {
  const std::string& uri = params.uri;
  std::vector<std::string> cells;
  if (auto it = notebooks_.find(uri); it != notebooks_.end()) {
    for (const auto& c : it->second.cells) cells.push_back(c.uri);
    notebooks_.erase(it);
  }
  return cells;
}

OpenNotebook* NotebookDocuments::find(const std::string& notebook_uri) {
  auto it = notebooks_.find(notebook_uri);
  return it == notebooks_.end() ? nullptr : &it->second;
}

std::pair<OpenNotebook*, std::size_t> NotebookDocuments::holding(const std::string& cell_uri) {
  for (auto& [uri, notebook] : notebooks_) {
    if (auto i = notebook.cell_index(cell_uri)) return {&notebook, *i};
  }
  return {nullptr, 0};
}

}  // namespace streamlint::server
