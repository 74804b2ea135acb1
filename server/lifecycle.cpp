// initialize and initialized (LSP 3.17 "Lifecycle Messages").
#include <spdlog/spdlog.h>

#include "protocol/uri.h"
#include "server/language_server.h"

namespace streamlint::server {

protocol::InitializeResult LanguageServer::initialize(const protocol::InitializeParams& params) {
  // The params were decoded whole before this runs: InitializeParams of the wrong shape got an
  // InvalidParams error and left the server uninitialized, as if the request had not come.
  client_ = params.capabilities;
  // positionEncoding: the first of the client's preferences that we support; UTF-16 otherwise.
  encoding_ = protocol::PositionEncoding::Utf16;
  for (const std::string& e : client_.position_encodings) {
    if (auto parsed = protocol::parse_position_encoding(e)) {
      encoding_ = *parsed;
      break;
    }
  }
  // Workspace folders (LSP 3.6+), else the deprecated rootUri: where workspace-wide rules look.
  workspace_folders_.clear();
  if (params.workspace_folders) {
    for (const protocol::WorkspaceFolder& folder : *params.workspace_folders) {
      if (auto path = protocol::file_path_of(folder.uri)) workspace_folders_.push_back(*path);
    }
  } else if (params.root_uri) {
    if (auto path = protocol::file_path_of(*params.root_uri)) workspace_folders_.push_back(*path);
  }
  modules_.set_workspace_folders(workspace_folders_);  // imports resolve from the workspace folder
  initialized_ = true;
  if (params.initialization_options) {
    const json& options = *params.initialization_options;
    initialization_settings_ = options.is_object() && options.contains("streamlint") ? options["streamlint"] : options;
    apply_settings(json::object());
  }
  protocol::ServerCapabilities capabilities;
  capabilities.position_encoding = encoding_;
  capabilities.text_document_sync_change = protocol::TextDocumentSyncKind::Incremental;
  // Jupyter notebooks: the client sends notebookDocument/* with every cell (LSP 3.17).
  capabilities.notebook_document_sync = {{"jupyter-notebook", {"python", "sql", "scala"}}};
  capabilities.code_action_kinds = {protocol::code_action_kind::QuickFix};
  capabilities.execute_commands = {"streamlint.review"};
  capabilities.code_lens_provider = true;  // always offered: the codeLens setting can turn it on later
  // Clients that can pull diagnostics get them pulled (and none pushed); the others get them pushed.
  if (client_.pull_diagnostics) capabilities.diagnostic_provider = protocol::DiagnosticOptions{"streamlint", true, true};
  return {capabilities, "streamlint", STREAMLINT_VERSION};
}

void LanguageServer::initialized() {
  index_workspace();
  watch_files();
  request_configuration();
}

}  // namespace streamlint::server
