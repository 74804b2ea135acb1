#include "protocol/lsp_basic_types.h"

#include "protocol/json_fields.h"

namespace streamlint::protocol {

void to_json(json& j, const Position& p) { j = {{"line", p.line}, {"character", p.character}}; }

void from_json(const json& j, Position& p) {
  p.line = read_uinteger(j, "line");
  p.character = read_uinteger(j, "character");
}

void to_json(json& j, const Range& r) { j = {{"start", r.start}, {"end", r.end}}; }

void from_json(const json& j, Range& r) {
  r.start = read_field<Position>(j, "start");
  r.end = read_field<Position>(j, "end");
}

void to_json(json& j, const Location& l) { j = {{"uri", l.uri}, {"range", l.range}}; }

void from_json(const json& j, TextDocumentIdentifier& t) { t.uri = read_string(j, "uri"); }

void from_json(const json& j, VersionedTextDocumentIdentifier& t) {
  t.uri = read_string(j, "uri");
  t.version.reset();
  if (const json* v = optional_field(j, "version")) t.version = read_integer(*v, "version");
}

void to_json(json& j, const OptionalVersionedTextDocumentIdentifier& t) {
  j = {{"uri", t.uri}, {"version", t.version ? json(*t.version) : json(nullptr)}};
}

void from_json(const json& j, TextDocumentItem& t) {
  t.uri = read_string(j, "uri");
  t.language_id = optional_field(j, "languageId") ? read_string(j, "languageId") : "";
  t.version = optional_field(j, "version") ? read_integer(j["version"], "version") : 0;
  t.text = read_string(j, "text");
}

void from_json(const json& j, TextDocumentPositionParams& p) {
  p.text_document = read_field<TextDocumentIdentifier>(j, "textDocument");
  p.position = read_field<Position>(j, "position");
}

void to_json(json& j, const TextEdit& e) { j = {{"range", e.range}, {"newText", e.new_text}}; }

void to_json(json& j, const TextDocumentEdit& e) { j = {{"textDocument", e.text_document}, {"edits", e.edits}}; }

void to_json(json& j, const WorkspaceEdit& e) {
  j = json::object();
  if (e.changes) {
    json changes = json::object();
    for (const auto& [uri, edits] : *e.changes) changes[uri] = edits;
    j["changes"] = std::move(changes);
  }
  write_optional(j, "documentChanges", e.document_changes);
}

void to_json(json& j, const MarkupContent& m) {
  j = {{"kind", m.kind == MarkupKind::Markdown ? "markdown" : "plaintext"}, {"value", m.value}};
}

}  // namespace streamlint::protocol
