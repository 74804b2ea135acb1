// The LSP's basic structures as typed values, with to_json/from_json (nlohmann ADL).
// Positions are 0-based lines and characters in code units of the negotiated encoding
// (line_index.h); a `uinteger` outside 0..2^31-1 is InvalidParams (json_fields.h).
// Source: LSP 3.17 specification, "Basic JSON Structures".
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "protocol/line_index.h"

namespace streamlint::protocol {

using json = nlohmann::json;
using DocumentUri = std::string;

void to_json(json& j, const Position& p);
void from_json(const json& j, Position& p);

struct Range {
  Position start;
  Position end;
  bool operator==(const Range&) const = default;
};
void to_json(json& j, const Range& r);
void from_json(const json& j, Range& r);

struct Location {
  DocumentUri uri;
  Range range;
};
void to_json(json& j, const Location& l);

struct TextDocumentIdentifier {
  DocumentUri uri;
};
void from_json(const json& j, TextDocumentIdentifier& t);

// `version` is an LSP integer; clients that omit it (some do) leave it unset.
struct VersionedTextDocumentIdentifier {
  DocumentUri uri;
  std::optional<std::int32_t> version;
};
void from_json(const json& j, VersionedTextDocumentIdentifier& t);

struct OptionalVersionedTextDocumentIdentifier {
  DocumentUri uri;
  std::optional<std::int32_t> version;  // null when the document is not open
};
void to_json(json& j, const OptionalVersionedTextDocumentIdentifier& t);

struct TextDocumentItem {
  DocumentUri uri;
  std::string language_id;  // "languageId"
  std::int32_t version = 0;
  std::string text;
};
void from_json(const json& j, TextDocumentItem& t);

struct TextDocumentPositionParams {
  TextDocumentIdentifier text_document;
  Position position;
};
void from_json(const json& j, TextDocumentPositionParams& p);

struct TextEdit {
  Range range;
  std::string new_text;  // "newText"
};
void to_json(json& j, const TextEdit& e);

struct TextDocumentEdit {
  OptionalVersionedTextDocumentIdentifier text_document;
  std::vector<TextEdit> edits;
};
void to_json(json& j, const TextDocumentEdit& e);

// Either `changes` or `documentChanges`, as the client's workspaceEdit.documentChanges capability
// says; the other is left out.
struct WorkspaceEdit {
  std::optional<std::map<DocumentUri, std::vector<TextEdit>>> changes;
  std::optional<std::vector<TextDocumentEdit>> document_changes;
};
void to_json(json& j, const WorkspaceEdit& e);

enum class MarkupKind { PlainText, Markdown };

struct MarkupContent {
  MarkupKind kind = MarkupKind::Markdown;
  std::string value;
};
void to_json(json& j, const MarkupContent& m);

// Progress and request ids: an integer or a string.
using RequestId = json;

}  // namespace streamlint::protocol
