#include "protocol/lsp_notebook_sync.h"

#include "protocol/json_fields.h"

namespace streamlint::protocol {
namespace {

template <class T>
std::vector<T> optional_list(const json& object, const char* key) {
  std::vector<T> out;
  const json* list = optional_field(object, key);
  if (!list) return out;
  if (!list->is_array()) invalid_params(std::string("'") + key + "' must be an array");
  for (const json& item : *list) out.push_back(decode_as<T>(item, key));
  return out;
}

}  // namespace

void from_json(const json& j, NotebookCell& c) {
  const std::uint32_t kind = read_uinteger(j, "kind");
  if (kind != 1 && kind != 2) invalid_params("'kind' must be a NotebookCellKind (1 or 2)");
  c.kind = static_cast<NotebookCellKind>(kind);
  c.document = read_string(j, "document");
}

void from_json(const json& j, NotebookDocument& d) {
  d.uri = read_string(j, "uri");
  d.notebook_type = optional_field(j, "notebookType") ? read_string(j, "notebookType") : "";
  d.version = optional_field(j, "version") ? read_integer(j["version"], "version") : 0;
  const json& cells = required_field(j, "cells");
  if (!cells.is_array()) invalid_params("'cells' must be an array");
  d.cells = optional_list<NotebookCell>(j, "cells");
}

void from_json(const json& j, DidOpenNotebookDocumentParams& p) {
  p.notebook_document = read_field<NotebookDocument>(j, "notebookDocument");
  p.cell_text_documents = optional_list<TextDocumentItem>(j, "cellTextDocuments");
}

void from_json(const json& j, DidChangeNotebookDocumentParams& p) {
  const json& id = required_field(j, "notebookDocument");
  p.uri = read_string(id, "uri");
  p.version.reset();
  if (const json* v = optional_field(id, "version")) p.version = read_integer(*v, "version");
  p.cells = {};
  const json& change = required_field(j, "change");
  const json* cells = optional_field(change, "cells");
  if (!cells) return;
  if (const json* structure = optional_field(*cells, "structure")) {
    const json& array = required_field(*structure, "array");
    p.cells.structure = NotebookCellArrayChange{read_uinteger(array, "start"), read_uinteger(array, "deleteCount"),
                                                optional_list<NotebookCell>(array, "cells")};
    p.cells.opened = optional_list<TextDocumentItem>(*structure, "didOpen");
  }
  p.cells.data = optional_list<NotebookCell>(*cells, "data");
  if (const json* contents = optional_field(*cells, "textContent")) {
    if (!contents->is_array()) invalid_params("'textContent' must be an array");
    for (const json& content : *contents) {
      NotebookCellTextContent c{read_field<VersionedTextDocumentIdentifier>(content, "document"), {}};
      const json& changes = required_field(content, "changes");
      if (!changes.is_array()) invalid_params("'changes' must be an array");
      for (const json& change_event : changes) c.changes.push_back(decode_as<TextDocumentContentChangeEvent>(change_event, "changes"));
      p.cells.text_content.push_back(std::move(c));
    }
  }
}

void from_json(const json& j, DidCloseNotebookDocumentParams& p) {
  p.uri = read_string(required_field(j, "notebookDocument"), "uri");
}

}  // namespace streamlint::protocol
