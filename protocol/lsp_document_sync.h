// Text document synchronization notifications as typed values.
// Source: LSP 3.17 specification, "Text Document Synchronization" (didOpen, didChange, didSave,
// didClose, TextDocumentSyncKind).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "protocol/lsp_basic_types.h"

namespace streamlint::protocol {

enum class TextDocumentSyncKind { None = 0, Full = 1, Incremental = 2 };

struct DidOpenTextDocumentParams {
  TextDocumentItem text_document;
};
void from_json(const json& j, DidOpenTextDocumentParams& p);

// A change with a range replaces that range; one without replaces the whole text.
struct TextDocumentContentChangeEvent {
  std::optional<Range> range;
  std::string text;
};
void from_json(const json& j, TextDocumentContentChangeEvent& e);

// Decoding checks every change before any is applied: a didChange applies all its edits or none.
struct DidChangeTextDocumentParams {
  VersionedTextDocumentIdentifier text_document;
  std::vector<TextDocumentContentChangeEvent> content_changes;
};
void from_json(const json& j, DidChangeTextDocumentParams& p);

struct DidCloseTextDocumentParams {
  TextDocumentIdentifier text_document;
};
void from_json(const json& j, DidCloseTextDocumentParams& p);

struct DidSaveTextDocumentParams {
  TextDocumentIdentifier text_document;
};
void from_json(const json& j, DidSaveTextDocumentParams& p);

}  // namespace streamlint::protocol
