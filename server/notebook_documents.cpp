#include "server/notebook_documents.h"

#include <algorithm>
#include <stdexcept>

#include "protocol/json_fields.h"
#include "protocol/lsp_basic_types.h"

namespace streamlint::server {
namespace {

using protocol::invalid_params;

const json& field(const json& object, const char* key) { return protocol::required_field(object, key); }
std::string string_field(const json& object, const char* key) { return protocol::read_string(object, key); }
std::uint32_t index_field(const json& object, const char* key) { return protocol::read_uinteger(object, key); }
protocol::Position position_of(const json& p) { return protocol::decode_as<protocol::Position>(p, "position"); }

NotebookCellDocument cell_of(const json& cell, const std::map<std::string, const json*>& texts) {
  NotebookCellDocument out;
  out.uri = string_field(cell, "document");
  out.code = index_field(cell, "kind") == 2;
  if (auto it = texts.find(out.uri); it != texts.end()) {
    out.language = it->second->value("languageId", "");
    out.text = string_field(*it->second, "text");
    out.version = it->second->value("version", 0L);
  }
  return out;
}

// `object[key]` when present, else `fallback`: a reference into the params (json::value copies).
const json& member_or(const json& object, const char* key, const json& fallback) {
  return object.is_object() && object.contains(key) ? object.at(key) : fallback;
}

const json kNone = json();
const json kEmptyList = json::array();

// The TextDocumentItems of `items` by URI (checked: each has a string uri and text).
std::map<std::string, const json*> items_by_uri(const json& items) {
  std::map<std::string, const json*> out;
  if (items.is_null()) return out;
  if (!items.is_array()) invalid_params("cell text documents must be an array");
  for (const json& item : items) {
    string_field(item, "text");
    out[string_field(item, "uri")] = &item;
  }
  return out;
}

// Checks one TextDocumentContentChangeEvent before anything is applied.
void check_change(const json& change) {
  if (!field(change, "text").is_string()) invalid_params("'text' must be a string");
  if (!change.contains("range")) return;
  position_of(field(field(change, "range"), "start"));
  position_of(field(field(change, "range"), "end"));
}

void apply_change(NotebookCellDocument& cell, const json& change, protocol::PositionEncoding encoding) {
  const std::string text = change["text"].get<std::string>();
  if (!change.contains("range")) {
    cell.text = text;
    return;
  }
  const protocol::LineIndex lines(cell.text);
  const std::size_t start = lines.to_offset(position_of(change["range"]["start"]), encoding);
  const std::size_t end = std::max(start, lines.to_offset(position_of(change["range"]["end"]), encoding));
  cell.text.replace(start, end - start, text);
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

std::optional<std::size_t> OpenNotebook::cell_index(const std::string& cell_uri) const {
  for (std::size_t i = 0; i < cells.size(); ++i) {
    if (cells[i].uri == cell_uri) return i;
  }
  return std::nullopt;
}

CellRange cell_range(const OpenNotebook& notebook, const analysis::SourceRange& module_range) {
  const analysis::CellPoint start = notebook.module->cell_point(module_range.start);
  analysis::CellPoint end = notebook.module->cell_point(module_range.end);
  const std::string& text = notebook.cells.at(start.cell).text;
  const protocol::LineIndex lines(text);
  if (end.cell != start.cell) {  // a range that runs into the next cell stops at this one's end
    end = {start.cell, static_cast<std::uint32_t>(lines.line_count() - 1),
           static_cast<std::uint32_t>(lines.line_text(static_cast<std::uint32_t>(lines.line_count() - 1)).size())};
  }
  auto offset = [&](const analysis::CellPoint& p) {
    const std::size_t row = std::min<std::size_t>(p.row, lines.line_count() - 1);
    return static_cast<std::uint32_t>(std::min(lines.line_start(static_cast<std::uint32_t>(row)) + p.column, text.size()));
  };
  return {start.cell, {offset(start), offset(end), {start.row, start.column}, {end.row, end.column}}};
}

void NotebookDocuments::open(const json& params) {
  const json& document = field(params, "notebookDocument");
  OpenNotebook notebook;
  notebook.uri = string_field(document, "uri");
  notebook.type = document.value("notebookType", "");
  notebook.version = document.value("version", 0L);
  const auto texts = items_by_uri(member_or(params, "cellTextDocuments", kNone));
  const json& cells = field(document, "cells");
  if (!cells.is_array()) invalid_params("'cells' must be an array");
  for (const json& cell : cells) notebook.cells.push_back(cell_of(cell, texts));
  notebooks_[notebook.uri] = std::move(notebook);
}

std::vector<std::string> NotebookDocuments::change(const json& params, protocol::PositionEncoding encoding) {
  const json& id = field(params, "notebookDocument");
  OpenNotebook* notebook = find(string_field(id, "uri"));
  if (!notebook) invalid_params("didChange for a notebook that is not open");
  const json& change = field(params, "change");
  const json& cells = member_or(change, "cells", kNone);
  // Everything is checked first: a change is applied whole or not at all.
  const json& structure = member_or(cells, "structure", kNone);
  std::map<std::string, const json*> opened;
  std::uint32_t start = 0, deleted = 0;
  if (!structure.is_null()) {
    const json& array = field(structure, "array");
    start = index_field(array, "start");
    deleted = index_field(array, "deleteCount");
    if (std::size_t(start) + deleted > notebook->cells.size()) invalid_params("cell change past the notebook's end");
    opened = items_by_uri(member_or(structure, "didOpen", kNone));
    if (array.contains("cells") && !array["cells"].is_array()) invalid_params("'cells' must be an array");
  }
  const json& text_content = member_or(cells, "textContent", kEmptyList);
  if (!text_content.is_array()) invalid_params("'textContent' must be an array");
  std::vector<std::string> remaining;
  for (std::size_t i = 0; i < notebook->cells.size(); ++i) {
    if (i < start || i >= std::size_t(start) + deleted) remaining.push_back(notebook->cells[i].uri);
  }
  if (!structure.is_null() && structure["array"].contains("cells")) {
    for (const json& c : structure["array"]["cells"]) remaining.push_back(string_field(c, "document"));
  }
  for (const json& content : text_content) {
    const std::string uri = string_field(field(content, "document"), "uri");
    if (std::find(remaining.begin(), remaining.end(), uri) == remaining.end()) {
      invalid_params("text change for a cell the notebook does not hold: " + uri);
    }
    const json& changes = field(content, "changes");
    if (!changes.is_array()) invalid_params("'changes' must be an array");
    for (const json& c : changes) check_change(c);
  }
  // Apply: the structure, then the cells' data, then their text.
  std::vector<std::string> closed;
  if (!structure.is_null()) {
    const json& array = structure["array"];
    // Cells moved keep their text: a move is a delete and an insert of the same document.
    std::map<std::string, NotebookCellDocument> removed;
    for (std::size_t i = start; i < std::size_t(start) + deleted; ++i) removed[notebook->cells[i].uri] = notebook->cells[i];
    std::vector<NotebookCellDocument> inserted;
    for (const json& c : member_or(array, "cells", kEmptyList)) {
      NotebookCellDocument cell = cell_of(c, opened);
      if (auto it = removed.find(cell.uri); it != removed.end() && !opened.count(cell.uri)) {
        cell = std::move(it->second);
        removed.erase(it);
      }
      inserted.push_back(std::move(cell));
    }
    auto& list = notebook->cells;
    list.erase(list.begin() + start, list.begin() + start + deleted);
    list.insert(list.begin() + start, std::make_move_iterator(inserted.begin()), std::make_move_iterator(inserted.end()));
    for (const auto& [uri, cell] : removed) closed.push_back(uri);
  }
  for (const json& data : member_or(cells, "data", kEmptyList)) {
    if (!data.is_object() || !data.contains("document") || !data["document"].is_string()) continue;
    if (auto i = notebook->cell_index(data["document"].get<std::string>()); i && data.contains("kind") && data["kind"].is_number_integer()) {
      notebook->cells[*i].code = data["kind"].get<int>() == 2;
    }
  }
  for (const json& content : text_content) {
    NotebookCellDocument& cell = notebook->cells[*notebook->cell_index(content["document"]["uri"].get<std::string>())];
    for (const json& c : content["changes"]) apply_change(cell, c, encoding);
    cell.version = content["document"].value("version", cell.version + 1);
  }
  notebook->version = id.value("version", notebook->version + 1);
  notebook->analysed = false;
  for (const std::string& uri : closed) notebook->published.erase(uri);
  return closed;
}

std::vector<std::string> NotebookDocuments::close(const json& params) {
  const std::string uri = string_field(field(params, "notebookDocument"), "uri");
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
