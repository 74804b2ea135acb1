// Settings and project files: editor settings (initializationOptions, workspace/configuration,
// didChangeConfiguration), configuration files found next to each document, and the files the
// client watches for the server (didChangeWatchedFiles).
#include <filesystem>

#include "analysis/project/file_discovery.h"
#include "protocol/uri.h"
#include "server/language_server.h"

namespace streamlint::server {

void LanguageServer::did_change_configuration(const protocol::DidChangeConfigurationParams& params) {
  // Clients that support pull configuration send null settings: ask for them again.
  if (client_.workspace_configuration && (params.settings.is_null() || !params.settings.contains("streamlint"))) {
    return request_configuration();
  }
  apply_settings(params.settings);
}

void LanguageServer::did_change_watched_files(const protocol::DidChangeWatchedFilesParams& params) {
  // A module created or deleted changes what every import that named it finds, also in summaries
  // and files on disk that never read it (its import found nothing before): everything is read
  // again, once per notification (such events are rare; an edit is a Changed one), and with a
  // workspace folder to index, the notification's files need no update of their own.
  bool created_or_deleted = false;
  for (const protocol::FileEvent& change : params.changes) {
    const auto path = protocol::file_path_of(change.uri);
    if (!path || change.type == protocol::FileChangeType::Changed) continue;
    // A deleted folder comes as one event for the folder (the delete-only watcher's).
    const bool folder_deleted = change.type == protocol::FileChangeType::Deleted && !analysis::is_source_path(*path) &&
                                workspace_index_.holds_files_under(*path);
    created_or_deleted = created_or_deleted || analysis::is_source_path(*path) || folder_deleted;
  }
  // A changed configuration file changes every file's settings: the workspace's too.
  bool configuration = false;
  for (const protocol::FileEvent& change : params.changes)
    configuration = forget_configuration_if(change.uri) || configuration;
  const bool reindex = (created_or_deleted || configuration) && !workspace_folders_.empty();
  for (const protocol::FileEvent& change : params.changes) {
    if (reindex) continue;
    if (auto path = protocol::file_path_of(change.uri)) {
      module_changed(*path);
      workspace_index_.update(*path, index_settings());
      project_dirty_ = true;  // sharing with that file may have changed
    }
  }
  if (created_or_deleted) reanalyse_all();
  if (reindex) index_workspace();
}

void LanguageServer::apply_settings(const json& settings) {
  // Accepts {"targetDbr": "15.4", "compute": "serverless"}, also nested under "streamlint".
  // An empty answer (null, {}) keeps the initializationOptions: clients such as Eglot and Helix
  // reply null to workspace/configuration when the user configured only initializationOptions.
  const json& given = settings.is_object() && settings.contains("streamlint") ? settings["streamlint"] : settings;
  const json& s = given.is_object() && !given.empty() ? given : initialization_settings_;
  const auto facts_before = std::pair{setting_dbr_, setting_compute_};
  setting_dbr_.reset();
  setting_compute_.reset();
  // An invalid value is ignored, with a message: the file's own configuration applies instead.
  auto invalid = [&](const std::string& what) {
    notify("window/showMessage", protocol::MessageParams{protocol::MessageType::Warning, "streamlint: ignoring the setting " + what});
  };
  if (s.is_object()) {
    if (s.contains("targetDbr") && !s["targetDbr"].is_null()) {
      if (s["targetDbr"].is_string()) setting_dbr_ = analysis::parse_dbr_version(s["targetDbr"].get<std::string>());
      // A JSON number (`"targetDbr": 15.4`, as a settings UI may write it) is read as its text.
      if (s["targetDbr"].is_number()) setting_dbr_ = analysis::parse_dbr_version(s["targetDbr"].dump());
      if (!setting_dbr_ && !(s["targetDbr"].is_string() && s["targetDbr"].get<std::string>().empty())) {
        invalid("targetDbr " + s["targetDbr"].dump(-1, ' ', false, json::error_handler_t::replace) + ": expected a version such as \"15.4\"");
      }
    }
    if (s.contains("compute") && !s["compute"].is_null()) {
      if (s["compute"].is_string()) setting_compute_ = analysis::parse_compute(s["compute"].get<std::string>());
      if (!setting_compute_ && !(s["compute"].is_string() && s["compute"].get<std::string>().empty())) {
        invalid("compute " + s["compute"].dump(-1, ' ', false, json::error_handler_t::replace) + ": expected \"serverless\", \"classic\" or \"pipeline\"");
      }
    }
  }
  // The editor features: on unless turned off (a value that is not a boolean is ignored, with a message).
  const bool lenses_before = code_lens_enabled_;
  code_lens_enabled_ = query_card_hover_ = true;
  if (s.is_object()) {
    for (auto [key, flag] : {std::pair<const char*, bool*>{"codeLens", &code_lens_enabled_}, {"queryCardHover", &query_card_hover_}}) {
      if (!s.contains(key) || s[key].is_null()) continue;
      if (s[key].is_boolean()) *flag = s[key].get<bool>();
      else invalid(std::string(key) + " " + s[key].dump(-1, ' ', false, json::error_handler_t::replace) + ": expected true or false");
    }
  }
  if (lenses_before != code_lens_enabled_ && client_.code_lens_refresh_support) {
    send_(protocol::make_request("streamlint/codelens/" + std::to_string(++next_request_id_), "workspace/codeLens/refresh", nullptr));
  }
  reanalyse_all();
  // The files that are not open are analysed with these facts too (once indexed: the settings
  // given at initialize come before the first index).
  if (workspace_indexed_ && facts_before != std::pair{setting_dbr_, setting_compute_}) index_workspace();
}

bool LanguageServer::forget_configuration_if(const std::string& uri) {
  // Edits to project files change the facts of every open document.
  static constexpr std::string_view kConfigFiles[] = {"/pyproject.toml", "/streamlint.toml", "/databricks.yml",
                                                       "/databricks.yaml", "/streamlint.lock"};
  bool config = uri.ends_with(".yml") || uri.ends_with(".yaml");
  for (std::string_view name : kConfigFiles) config = config || uri.ends_with(name);
  // And a notebook a bundle's task runs: which notebooks it runs (on the task's compute) is its text.
  if (const auto path = config ? std::nullopt : protocol::file_path_of(uri)) {
    for (const auto& [folder, loaded] : configs_) config = config || loaded.bundle_runs(*path);
  }
  if (!config) return false;
  configs_.clear();
  reported_config_errors_.clear();
  // The configuration files' own diagnostics go; those still broken are reported again as the
  // documents are analysed again (a fixed or deleted file's error must not stay in the editor).
  for (const std::string& config_file : config_files_with_diagnostics_) {
    notify("textDocument/publishDiagnostics",
           protocol::PublishDiagnosticsParams{protocol::file_uri(config_file), std::nullopt, {}});
  }
  config_files_with_diagnostics_.clear();
  reanalyse_all();
  return true;
}

void LanguageServer::watch_files() {
  if (!client_.watched_files_dynamic_registration) return;
  const std::string id = "streamlint/register/" + std::to_string(++next_request_id_);
  const protocol::Registration registration{
      "streamlint-files", "workspace/didChangeWatchedFiles",
      protocol::watched_files_options(
          {"**/*.py", "**/*.sql", "**/*.SQL", "**/*.scala", "**/*.ipynb", "**/pyproject.toml", "**/streamlint.toml",
           "**/streamlint.lock", "**/*.yml", "**/*.yaml"},
          {"**/*"})};
  send_(protocol::make_request(id, "client/registerCapability", protocol::RegistrationParams{{registration}}));
}

void LanguageServer::request_configuration() {
  if (!client_.workspace_configuration) return;
  const std::string id = "streamlint/configuration/" + std::to_string(++next_request_id_);
  pending_configuration_requests_.insert(id);
  send_(protocol::make_request(id, "workspace/configuration", protocol::ConfigurationParams{{"streamlint"}}));
}

void LanguageServer::handle_response(const json& message) {
  const json& id = message["id"];
  if (!id.is_string()) return;
  if (id.get<std::string>().starts_with("streamlint/refresh/")) {
    refresh_requested_ = false;  // the client pulls again now
    return;
  }
  if (!pending_configuration_requests_.erase(id.get<std::string>())) return;
  if (message.contains("result") && message["result"].is_array() && !message["result"].empty()) {
    apply_settings(message["result"][0]);
  }
}

analysis::FileSettings LanguageServer::settings_for(const std::string& uri) {
  analysis::FileSettings settings{defaults_, {}, false};
  if (auto path = protocol::file_path_of(uri)) {
    const std::filesystem::path file(*path);
    const std::string folder = file.parent_path().string();
    auto it = configs_.find(folder);
    if (it == configs_.end()) it = configs_.emplace(folder, analysis::ProjectConfig::discover(file.parent_path())).first;
    settings = it->second.settings_for(file);
    // Invalid configuration: a message, and diagnostics in the config file itself.
    std::map<std::string, std::vector<protocol::Diagnostic>> by_file;
    for (const auto& e : it->second.errors()) {
      const std::string key = e.file.string() + ":" + std::to_string(e.line) + ":" + e.message;
      if (!reported_config_errors_.insert(key).second) continue;
      notify("window/showMessage", protocol::MessageParams{protocol::MessageType::Error, "streamlint: invalid configuration in " +
                                                                                    e.file.string() + ": " + e.message});
      const auto line = static_cast<std::uint32_t>(std::max(0, e.line - 1));  // ConfigError lines count from 1
      protocol::Diagnostic d;
      d.range = {{line, 0}, {line + 1, 0}};
      d.severity = protocol::DiagnosticSeverity::Error;
      d.source = "streamlint";
      d.message = e.message;
      by_file[e.file.string()].push_back(std::move(d));
    }
    // Pushed even to clients that pull: a configuration file is rarely an open document.
    for (auto& [config_file, diagnostics] : by_file) {
      config_files_with_diagnostics_.insert(config_file);
      notify("textDocument/publishDiagnostics", protocol::PublishDiagnosticsParams{protocol::file_uri(config_file), std::nullopt, diagnostics});
    }
  }
  if (setting_dbr_) settings.project.target_dbr = setting_dbr_;
  if (setting_compute_) settings.project.compute = *setting_compute_;
  return settings;
}

}  // namespace streamlint::server
