// Notebook document synchronization as typed values.
// Source: LSP 3.17 specification, "Notebook Document Synchronization" (NotebookDocument,
// NotebookCell, NotebookCellKind, DidOpen/DidChange/DidCloseNotebookDocumentParams,
// NotebookDocumentChangeEvent, NotebookCellArrayChange).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "protocol/lsp_basic_types.h"
#include "protocol/lsp_document_sync.h"

namespace streamlint::protocol {

enum class NotebookCellKind { Markup = 1, Code = 2 };

struct NotebookCell {
  NotebookCellKind kind = NotebookCellKind::Code;
  DocumentUri document;  // the cell's text document
};
void from_json(const json& j, NotebookCell& c);

struct NotebookDocument {
  DocumentUri uri;
  std::string notebook_type;  // "notebookType"; clients that omit it leave it empty
  std::int32_t version = 0;
  std::vector<NotebookCell> cells;
};
void from_json(const json& j, NotebookDocument& d);

struct DidOpenNotebookDocumentParams {
  NotebookDocument notebook_document;
  std::vector<TextDocumentItem> cell_text_documents;
};
void from_json(const json& j, DidOpenNotebookDocumentParams& p);

// `deleteCount` cells from `start` replaced by `cells`.
struct NotebookCellArrayChange {
  std::uint32_t start = 0;
  std::uint32_t delete_count = 0;
  std::vector<NotebookCell> cells;
};

struct NotebookCellTextContent {
  VersionedTextDocumentIdentifier document;
  std::vector<TextDocumentContentChangeEvent> changes;
};

// NotebookDocumentChangeEvent.cells (metadata changes are not read).
struct NotebookCellsChange {
  std::optional<NotebookCellArrayChange> structure;  // structure.array
  std::vector<TextDocumentItem> opened;              // structure.didOpen
  std::vector<NotebookCell> data;                    // cells whose kind (or metadata) changed
  std::vector<NotebookCellTextContent> text_content;
};

struct DidChangeNotebookDocumentParams {
  DocumentUri uri;                      // notebookDocument.uri
  std::optional<std::int32_t> version;  // notebookDocument.version
  NotebookCellsChange cells;
};
void from_json(const json& j, DidChangeNotebookDocumentParams& p);

struct DidCloseNotebookDocumentParams {
  DocumentUri uri;  // notebookDocument.uri
};
void from_json(const json& j, DidCloseNotebookDocumentParams& p);

}  // namespace streamlint::protocol
