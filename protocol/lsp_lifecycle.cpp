#include "protocol/lsp_lifecycle.h"

#include "protocol/json_fields.h"

namespace streamlint::protocol {
namespace {

// The object at `path` under `j`, or null when any step is absent.
const json* object_at(const json& j, std::initializer_list<const char*> path) {
  const json* at = &j;
  for (const char* key : path) {
    at = optional_field(*at, key);
    if (!at) return nullptr;
    if (!at->is_object()) invalid_params(std::string("'") + key + "' must be an object");
  }
  return at;
}

bool flag(const json* object, const char* key) {
  return object && read_optional<bool>(*object, key).value_or(false);
}

}  // namespace

void from_json(const json& j, ClientCapabilities& c) {
  c = {};
  if (const json* general = object_at(j, {"general"})) {
    if (const json* encodings = optional_field(*general, "positionEncodings")) {
      if (!encodings->is_array()) invalid_params("'positionEncodings' must be an array");
      for (const json& e : *encodings) {
        if (e.is_string()) c.position_encodings.push_back(e.get<std::string>());
      }
    }
  }
  c.workspace_edit_document_changes = flag(object_at(j, {"workspace", "workspaceEdit"}), "documentChanges");
  c.workspace_configuration = flag(object_at(j, {"workspace"}), "configuration");
  c.watched_files_dynamic_registration = flag(object_at(j, {"workspace", "didChangeWatchedFiles"}), "dynamicRegistration");
  c.pull_diagnostics = object_at(j, {"textDocument", "diagnostic"}) != nullptr;
  c.diagnostic_refresh_support = flag(object_at(j, {"workspace", "diagnostics"}), "refreshSupport");
  c.code_lens_refresh_support = flag(object_at(j, {"workspace", "codeLens"}), "refreshSupport");
}

void from_json(const json& j, InitializeParams& p) {
  if (!j.is_object()) invalid_params("initialize needs InitializeParams");
  p.capabilities = read_optional<ClientCapabilities>(j, "capabilities").value_or(ClientCapabilities{});
  p.workspace_folders.reset();
  if (const json* folders = optional_field(j, "workspaceFolders")) {
    if (!folders->is_array()) invalid_params("'workspaceFolders' must be an array");
    p.workspace_folders.emplace();
    for (const json& f : *folders) {
      p.workspace_folders->push_back({read_string(f, "uri"), optional_field(f, "name") ? read_string(f, "name") : ""});
    }
  }
  p.root_uri.reset();
  if (const json* root = optional_field(j, "rootUri"); root && root->is_string()) p.root_uri = root->get<std::string>();
  p.initialization_options.reset();
  if (j.contains("initializationOptions")) p.initialization_options = j["initializationOptions"];
}

void to_json(json& j, const ServerCapabilities& c) {
  j = {{"positionEncoding", to_string(c.position_encoding)},
       // save: project files (helpers, the lock, configuration) are read again when saved.
       {"textDocumentSync",
        {{"openClose", true},
         {"change", static_cast<int>(c.text_document_sync_change)},
         {"save", {{"includeText", false}}}}},
       {"hoverProvider", c.hover_provider}};
  if (!c.notebook_document_sync.empty()) {
    json selectors = json::array();
    for (const NotebookCellSelector& s : c.notebook_document_sync) {
      json cells = json::array();
      for (const std::string& language : s.languages) cells.push_back({{"language", language}});
      selectors.push_back({{"notebook", {{"notebookType", s.notebook_type}}}, {"cells", cells}});
    }
    j["notebookDocumentSync"] = {{"notebookSelector", selectors}, {"save", false}};
  }
  if (!c.code_action_kinds.empty()) j["codeActionProvider"] = {{"codeActionKinds", c.code_action_kinds}, {"resolveProvider", false}};
  if (c.code_lens_provider) j["codeLensProvider"] = {{"resolveProvider", false}};
  if (!c.execute_commands.empty()) j["executeCommandProvider"] = {{"commands", c.execute_commands}};
  if (c.diagnostic_provider) {
    j["diagnosticProvider"] = {{"identifier", c.diagnostic_provider->identifier},
                               {"interFileDependencies", c.diagnostic_provider->inter_file_dependencies},
                               {"workspaceDiagnostics", c.diagnostic_provider->workspace_diagnostics}};
  }
}

void to_json(json& j, const InitializeResult& r) {
  j = {{"capabilities", r.capabilities}, {"serverInfo", {{"name", r.server_name}, {"version", r.server_version}}}};
}

void from_json(const json& j, CancelParams& p) {
  const json& id = required_field(j, "id");
  if (!id.is_number_integer() && !id.is_string()) invalid_params("'id' must be an integer or a string");
  p.id = id;
}

}  // namespace streamlint::protocol
