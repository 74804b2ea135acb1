// initialize: what the client can do (the parts this server reads) and what the server offers.
// Source: LSP 3.17 specification, "Initialize Request" (InitializeParams, ClientCapabilities,
// ServerCapabilities, InitializeResult), "Pull Diagnostics" (DiagnosticOptions) and "Notebook
// Document Synchronization" (NotebookDocumentSyncOptions).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "protocol/line_index.h"
#include "protocol/lsp_basic_types.h"
#include "protocol/lsp_document_sync.h"

namespace streamlint::protocol {

// The client capabilities the server acts on; a field present with the wrong type is
// InvalidParams (the server then stays uninitialized).
struct ClientCapabilities {
  std::vector<std::string> position_encodings;     // general.positionEncodings, in preference order
  bool workspace_edit_document_changes = false;    // workspace.workspaceEdit.documentChanges
  bool workspace_configuration = false;            // workspace.configuration
  bool watched_files_dynamic_registration = false; // workspace.didChangeWatchedFiles.dynamicRegistration
  bool pull_diagnostics = false;                   // textDocument.diagnostic present
  bool diagnostic_refresh_support = false;         // workspace.diagnostics.refreshSupport
  bool code_lens_refresh_support = false;          // workspace.codeLens.refreshSupport
};
void from_json(const json& j, ClientCapabilities& c);

struct WorkspaceFolder {
  DocumentUri uri;
  std::string name;
};

struct InitializeParams {
  ClientCapabilities capabilities;
  std::optional<std::vector<WorkspaceFolder>> workspace_folders;
  std::optional<DocumentUri> root_uri;  // deprecated in favour of workspaceFolders
  std::optional<json> initialization_options;
};
void from_json(const json& j, InitializeParams& p);

struct NotebookCellSelector {
  std::string notebook_type;            // notebookSelector[].notebook.notebookType
  std::vector<std::string> languages;   // notebookSelector[].cells[].language
};

struct DiagnosticOptions {
  std::string identifier;
  bool inter_file_dependencies = true;
  bool workspace_diagnostics = true;
};

struct ServerCapabilities {
  PositionEncoding position_encoding = PositionEncoding::Utf16;
  TextDocumentSyncKind text_document_sync_change = TextDocumentSyncKind::Incremental;  // with openClose
  std::vector<NotebookCellSelector> notebook_document_sync;
  bool hover_provider = true;
  std::vector<std::string> code_action_kinds;
  bool code_lens_provider = false;
  std::vector<std::string> execute_commands;
  std::optional<DiagnosticOptions> diagnostic_provider;  // set only for clients that pull
};
void to_json(json& j, const ServerCapabilities& c);

struct InitializeResult {
  ServerCapabilities capabilities;
  std::string server_name;
  std::string server_version;
};
void to_json(json& j, const InitializeResult& r);

// $/cancelRequest.
struct CancelParams {
  RequestId id;
};
void from_json(const json& j, CancelParams& p);

}  // namespace streamlint::protocol
