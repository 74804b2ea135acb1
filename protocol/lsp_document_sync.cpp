#include "protocol/lsp_document_sync.h"

#include "protocol/json_fields.h"

namespace streamlint::protocol {

void from_json(const json& j, DidOpenTextDocumentParams& p) {
  p.text_document = read_field<TextDocumentItem>(j, "textDocument");
}

void from_json(const json& j, TextDocumentContentChangeEvent& e) {
  e.range = read_optional<Range>(j, "range");
  e.text = read_string(j, "text");
}

void from_json(const json& j, DidChangeTextDocumentParams& p) {
  p.text_document = read_field<VersionedTextDocumentIdentifier>(j, "textDocument");
  const json& changes = required_field(j, "contentChanges");
  if (!changes.is_array()) invalid_params("'contentChanges' must be an array");
  p.content_changes.clear();
  for (const json& change : changes) p.content_changes.push_back(decode_as<TextDocumentContentChangeEvent>(change, "contentChanges"));
}

void from_json(const json& j, DidCloseTextDocumentParams& p) {
  p.text_document = read_field<TextDocumentIdentifier>(j, "textDocument");
}

void from_json(const json& j, DidSaveTextDocumentParams& p) {
  p.text_document = read_field<TextDocumentIdentifier>(j, "textDocument");
}

}  // namespace streamlint::protocol
