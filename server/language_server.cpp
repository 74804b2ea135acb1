#include "server/language_server.h"

#include <algorithm>
#include <chrono>
#include <exception>
#include <map>
#include <memory>
#include <stdexcept>

#include <spdlog/spdlog.h>

#include "analysis/analyze.h"
#include "analysis/scala/scala_source.h"
#include "analysis/fix_validation.h"
#include "analysis/rules/pipeline_links.h"
#include "analysis/rules/shared_checkpoints.h"
#include "analysis/project/file_reader.h"
#include "analysis/suppression.h"
#include "analysis/review/review.h"
#include "server/diagnostics.h"
#include "server/request_params.h"
#include "protocol/uri.h"

namespace streamlint::server {
namespace {

// How findings name an open document: its file path, or the URI for unsaved buffers.
std::string display_name(const std::string& uri) { return protocol::file_path_of(uri).value_or(uri); }

}  // namespace

namespace {

using protocol::PositionEncoding;
namespace ec = protocol::error_code;



}  // namespace

LanguageServer::LanguageServer(Send send, analysis::ProjectFacts defaults)
    : send_(std::move(send)), defaults_(defaults) {}

void LanguageServer::handle_frame(const protocol::Frame& frame) {
  if (frame.error) {
    send_(protocol::make_error_response(nullptr, ec::ParseError, *frame.error));
    return;
  }
  bool too_deep = false;
  json value = protocol::parse_body(frame.body, too_deep);
  if (value.is_discarded()) {
    send_(protocol::make_error_response(
        nullptr, too_deep ? ec::InvalidRequest : ec::ParseError,
        too_deep ? "the message nests deeper than " + std::to_string(protocol::kMaxJsonDepth) + " levels" : "invalid JSON"));
    return;
  }
  protocol::IncomingMessage message;
  std::string error;
  if (!protocol::decode_message(value, message, error)) {
    // A response to one of our requests (workspace/configuration).
    if (value.is_object() && value.contains("id") && (value.contains("result") || value.contains("error"))) {
      handle_response(value);
      return;
    }
    const json id = value.is_object() && value.contains("id") ? value["id"] : json(nullptr);
    send_(protocol::make_error_response(id.is_number_integer() || id.is_string() ? id : json(nullptr),
                                        ec::InvalidRequest, error));
    return;
  }
  handle_message(message);
}

void LanguageServer::handle_message(const protocol::IncomingMessage& message) {
  if (!message.is_request()) {
    try {
      dispatch_notification(message);
    } catch (const std::exception& e) {
      spdlog::error("{} failed: {}", message.method, e.what());
    }
    return;
  }
  try {
    send_(protocol::make_response(message.id, dispatch_request(message)));
  } catch (const RequestError& e) {
    send_(protocol::make_error_response(message.id, e.code, e.what()));
  } catch (const std::exception& e) {
    spdlog::error("{} failed: {}", message.method, e.what());
    send_(protocol::make_error_response(message.id, ec::InternalError, e.what()));
  }
}

json LanguageServer::dispatch_request(const protocol::IncomingMessage& m) {
  if (m.method == "initialize") {
    if (initialized_) throw RequestError(ec::InvalidRequest, "initialize was already received");
    if (!m.params.is_object()) throw RequestError(ec::InvalidParams, "initialize needs InitializeParams");
    return initialize(m.params);
  }
  if (!initialized_) throw RequestError(ec::ServerNotInitialized, "the server is not initialized");
  if (shutdown_requested_) throw RequestError(ec::InvalidRequest, "the server is shutting down");
  if (m.method == "shutdown") {
    shutdown_requested_ = true;
    return nullptr;
  }
  if (m.method == "textDocument/hover") return hover(m.params);
  if (m.method == "textDocument/codeAction") return code_action(m.params);
  if (m.method == "workspace/executeCommand") return execute_command(m.params);
  throw RequestError(ec::MethodNotFound, "method not found: " + m.method);
}

void LanguageServer::dispatch_notification(const protocol::IncomingMessage& m) {
  if (m.method == "exit") {
    exit_requested_ = true;
    return;
  }
  if (!initialized_ || shutdown_requested_) return;  // the spec says: drop them
  if (m.method == "textDocument/didOpen") return did_open(m.params);
  if (m.method == "notebookDocument/didOpen") return did_open_notebook(m.params);
  if (m.method == "notebookDocument/didChange") return did_change_notebook(m.params);
  if (m.method == "notebookDocument/didClose") return did_close_notebook(m.params);
  if (m.method == "textDocument/didChange") return did_change(m.params);
  if (m.method == "textDocument/didClose") return did_close(m.params);
  if (m.method == "textDocument/didSave") {
    if (m.params.is_object() && m.params.contains("textDocument")) forget_configuration_if(m.params["textDocument"].value("uri", ""));
    return;
  }
  if (m.method == "workspace/didChangeWatchedFiles") {
    if (m.params.is_object() && m.params.contains("changes") && m.params["changes"].is_array()) {
      for (const json& change : m.params["changes"]) {
        forget_configuration_if(change.value("uri", ""));
        if (auto path = protocol::file_path_of(change.value("uri", ""))) {
          module_changed(*path);
          workspace_index_.update(*path, index_settings());
          project_dirty_ = true;  // sharing with that file may have changed
        }
      }
    }
    return;
  }
  if (m.method == "initialized") {
    index_workspace();
    watch_files();
    return request_configuration();
  }
  if (m.method == "workspace/didChangeConfiguration") {
    // Clients that support pull configuration send null settings: ask for them again.
    const json settings = m.params.is_object() ? m.params.value("settings", json()) : json();
    if (client_supports_configuration_ && (settings.is_null() || !settings.contains("streamlint"))) {
      return request_configuration();
    }
    apply_settings(settings);
    return;
  }
  // initialized, $/cancelRequest, $/setTrace, didSave, ...: nothing to do.
}

json LanguageServer::initialize(const json& params) {
  // Everything is read into locals first: InitializeParams of the wrong shape get an InvalidParams
  // error and leave the server uninitialized, as if the request had not come.
  protocol::PositionEncoding encoding = protocol::PositionEncoding::Utf16;
  bool document_changes = false, configuration = false, file_watchers = false;
  std::vector<std::string> folders;
  std::optional<json> initialization_settings;
  try {
    // positionEncoding: the first of the client's preferences that we support; UTF-16 otherwise.
    const json caps = params.value("capabilities", json::object());
    const json general = caps.is_object() ? caps.value("general", json::object()) : json::object();
    const json workspace = caps.is_object() ? caps.value("workspace", json::object()) : json::object();
    const json encodings = general.is_object() ? general.value("positionEncodings", json::array()) : json::array();
    if (workspace.is_object()) {
      const json edit = workspace.value("workspaceEdit", json::object());
      document_changes = edit.is_object() && edit.value("documentChanges", false);
      configuration = workspace.value("configuration", false);
      const json watched = workspace.value("didChangeWatchedFiles", json::object());
      file_watchers = watched.is_object() && watched.value("dynamicRegistration", false);
    }
    if (encodings.is_array()) {
      for (const json& e : encodings) {
        if (!e.is_string()) continue;
        if (auto parsed = protocol::parse_position_encoding(e.get<std::string>())) {
          encoding = *parsed;
          break;
        }
      }
    }
    // Workspace folders (LSP 3.6+), else the deprecated rootUri: where workspace-wide rules look.
    const json workspace_folders = params.value("workspaceFolders", json());
    if (workspace_folders.is_array()) {
      for (const json& folder : workspace_folders) {
        if (auto path = protocol::file_path_of(require(folder, "uri").get<std::string>())) folders.push_back(*path);
      }
    } else if (params.contains("rootUri") && params["rootUri"].is_string()) {
      if (auto path = protocol::file_path_of(params["rootUri"].get<std::string>())) folders.push_back(*path);
    }
    if (params.contains("initializationOptions")) {
      const json& options = params["initializationOptions"];
      initialization_settings = options.is_object() && options.contains("streamlint") ? options["streamlint"] : options;
    }
  } catch (const json::exception& e) {
    throw RequestError(ec::InvalidParams, std::string("invalid InitializeParams: ") + e.what());
  }
  encoding_ = encoding;
  client_supports_document_changes_ = document_changes;
  client_supports_configuration_ = configuration;
  client_registers_file_watchers_ = file_watchers;
  workspace_folders_ = std::move(folders);
  modules_.set_workspace_folders(workspace_folders_);  // imports resolve from the workspace folder
  initialized_ = true;
  if (initialization_settings) {
    initialization_settings_ = *initialization_settings;
    apply_settings(json::object());
  }
  return {{"capabilities",
           {{"positionEncoding", protocol::to_string(encoding_)},
            {"textDocumentSync", {{"openClose", true}, {"change", 2}}},  // 2 = Incremental
            // Jupyter notebooks: the client sends notebookDocument/* with every cell (LSP 3.17).
            {"notebookDocumentSync",
             {{"notebookSelector", json::array({{{"notebook", {{"notebookType", "jupyter-notebook"}}},
                                                 {"cells", json::array({{{"language", "python"}}, {{"language", "sql"}}})}}})},
              {"save", false}}},
            {"hoverProvider", true},
            {"codeActionProvider", {{"codeActionKinds", json::array({"quickfix"})}, {"resolveProvider", false}}},
            {"executeCommandProvider", {{"commands", json::array({"streamlint.review"})}}}}},
          {"serverInfo", {{"name", "streamlint"}, {"version", STREAMLINT_VERSION}}}};
}

void LanguageServer::apply_settings(const json& settings) {
  // Accepts {"targetDbr": "15.4", "compute": "serverless"}, also nested under "streamlint".
  // An empty answer (null, {}) keeps the initializationOptions: clients such as Eglot and Helix
  // reply null to workspace/configuration when the user configured only initializationOptions.
  const json& given = settings.is_object() && settings.contains("streamlint") ? settings["streamlint"] : settings;
  const json& s = given.is_object() && !given.empty() ? given : initialization_settings_;
  setting_dbr_.reset();
  setting_compute_.reset();
  // An invalid value is ignored, with a message: the file's own configuration applies instead.
  auto invalid = [&](const std::string& what) {
    send_(protocol::make_notification("window/showMessage",
                                      {{"type", 2}, {"message", "streamlint: ignoring the setting " + what}}));
  };
  if (s.is_object()) {
    if (s.contains("targetDbr") && !s["targetDbr"].is_null()) {
      if (s["targetDbr"].is_string()) setting_dbr_ = analysis::parse_dbr_version(s["targetDbr"].get<std::string>());
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
  reanalyse_all();
}

WorkspaceIndex::Settings LanguageServer::index_settings() {
  return [this](const std::string& path) {
    analysis::FileSettings settings = settings_for(protocol::file_uri(path));
    return WorkspaceIndex::FileContext{settings, modules_.index_for(path, settings)};
  };
}

void LanguageServer::index_workspace() {
  if (workspace_folders_.empty()) return;
  const auto start = std::chrono::steady_clock::now();
  const std::size_t files =
      workspace_index_.index_folders(workspace_folders_, index_settings());
  const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start).count();
  spdlog::info("indexed {} workspace files in {} ms ({} with streaming checkpoints)", files, ms,
               workspace_index_.files().size());
}

void LanguageServer::reanalyse_all() {
  modules_.clear();  // the import roots may have changed with the configuration
  for (auto& [uri, doc] : documents_) {
    doc.analysed = false;
    dirty_.insert(uri);
  }
}

void LanguageServer::forget_configuration_if(const std::string& uri) {
  // Edits to project files change the facts of every open document.
  static constexpr std::string_view kConfigFiles[] = {"/pyproject.toml", "/streamlint.toml", "/databricks.yml",
                                                       "/databricks.yaml", "/streamlint.lock"};
  bool config = uri.size() > 4 && (uri.compare(uri.size() - 4, 4, ".yml") == 0 || uri.compare(uri.size() - 5, 5, ".yaml") == 0);
  for (std::string_view name : kConfigFiles) {
    config = config || (uri.size() >= name.size() && uri.compare(uri.size() - name.size(), name.size(), name) == 0);
  }
  if (!config) return;
  configs_.clear();
  reported_config_errors_.clear();
  reanalyse_all();
}

void LanguageServer::watch_files() {
  if (!client_registers_file_watchers_) return;
  json watchers = json::array();
  for (const char* glob : {"**/*.py", "**/*.sql", "**/*.SQL", "**/*.scala", "**/*.ipynb", "**/pyproject.toml", "**/streamlint.toml",
                           "**/streamlint.lock", "**/*.yml", "**/*.yaml"}) {
    watchers.push_back({{"globPattern", glob}});
  }
  const std::string id = "streamlint/register/" + std::to_string(++next_request_id_);
  send_(protocol::make_request(id, "client/registerCapability",
                               {{"registrations", json::array({{{"id", "streamlint-files"},
                                                                 {"method", "workspace/didChangeWatchedFiles"},
                                                                 {"registerOptions", {{"watchers", watchers}}}}})}}));
}

void LanguageServer::request_configuration() {
  if (!client_supports_configuration_) return;
  const std::string id = "streamlint/configuration/" + std::to_string(++next_request_id_);
  pending_configuration_requests_.insert(id);
  send_(protocol::make_request(id, "workspace/configuration", {{"items", json::array({{{"section", "streamlint"}}})}}));
}

void LanguageServer::handle_response(const json& message) {
  const json& id = message["id"];
  if (!id.is_string() || !pending_configuration_requests_.erase(id.get<std::string>())) return;
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
    std::map<std::string, json> by_file;
    for (const auto& e : it->second.errors()) {
      const std::string key = e.file.string() + ":" + std::to_string(e.line) + ":" + e.message;
      if (!reported_config_errors_.insert(key).second) continue;
      send_(protocol::make_notification("window/showMessage",
                                        {{"type", 1}, {"message", "streamlint: invalid configuration in " +
                                                                      e.file.string() + ": " + e.message}}));
      const int line = std::max(0, e.line - 1);
      by_file[e.file.string()].push_back({{"range", {{"start", {{"line", line}, {"character", 0}}},
                                                     {"end", {{"line", line + 1}, {"character", 0}}}}},
                                          {"severity", 1},
                                          {"source", "streamlint"},
                                          {"message", e.message}});
    }
    for (auto& [config_file, diagnostics] : by_file) {
      send_(protocol::make_notification("textDocument/publishDiagnostics",
                                        {{"uri", protocol::file_uri(config_file)}, {"diagnostics", diagnostics}}));
    }
  }
  if (setting_dbr_) settings.project.target_dbr = setting_dbr_;
  if (setting_compute_) settings.project.compute = *setting_compute_;
  return settings;
}

LanguageServer::OpenDocument* LanguageServer::find_document(const json& text_document) {
  auto it = documents_.find(require(text_document, "uri").get<std::string>());
  return it == documents_.end() ? nullptr : &it->second;
}

void LanguageServer::did_open(const json& params) {
  const json& item = require(params, "textDocument");
  const std::string uri = require(item, "uri").get<std::string>();
  OpenDocument doc{analysis::Document(require(item, "text").get<std::string>(), display_name(uri)), item.value("version", 0L)};
  auto& opened = documents_.insert_or_assign(uri, std::move(doc)).first->second;
  opened.lines = protocol::LineIndex(opened.document.text());  // over the text where it now lives
  dirty_.insert(uri);
  if (auto path = protocol::file_path_of(uri)) module_changed(*path);  // its text now wins over the file
}

void LanguageServer::did_change(const json& params) {
  const json& id = require(params, "textDocument");
  OpenDocument* doc = find_document(id);
  if (!doc) throw std::runtime_error("didChange for a document that is not open");
  // All of its edits or none: every field is checked before the first edit is applied (applying
  // cannot fail: positions past the text clamp to it).
  const json& changes = require(params, "contentChanges");
  if (!changes.is_array()) throw RequestError(ec::InvalidParams, "'contentChanges' must be an array");
  if (id.contains("version") && !id["version"].is_number_integer()) {
    throw RequestError(ec::InvalidParams, "'version' must be an integer");
  }
  for (const json& change : changes) {
    if (!require(change, "text").is_string()) throw RequestError(ec::InvalidParams, "'text' must be a string");
    if (!change.contains("range")) continue;
    position_of(require(change["range"], "start"));
    position_of(require(change["range"], "end"));
  }
  for (const json& change : changes) {
    if (!change.contains("range")) {
      doc->document.replace_all(require(change, "text").get<std::string>());
      doc->lines = protocol::LineIndex(doc->document.text());
      continue;
    }
    const json& range = change["range"];
    const std::size_t start = doc->lines.to_offset(position_of(require(range, "start")), encoding_);
    const std::size_t end = std::max(start, doc->lines.to_offset(position_of(require(range, "end")), encoding_));
    const std::string text = require(change, "text").get<std::string>();
    doc->document.apply_edit(start, end, text);
    doc->lines.update(doc->document.text(), start, end, start + text.size());
  }
  doc->version = id.value("version", doc->version + 1);
  doc->analysed = false;
  dirty_.insert(id["uri"].get<std::string>());
  // Documents that import it read its new text.
  if (auto path = protocol::file_path_of(id["uri"].get<std::string>())) module_changed(*path);
}

void LanguageServer::did_close(const json& params) {
  const std::string uri = require(require(params, "textDocument"), "uri").get<std::string>();
  documents_.erase(uri);
  dirty_.erase(uri);
  // Its file on disk now stands for it in the workspace and as a module (the text may have been
  // saved); the other documents' findings are compared again (SR102, routed findings).
  if (auto path = protocol::file_path_of(uri)) {
    module_changed(*path);
    workspace_index_.update(*path, index_settings());
  }
  project_dirty_ = true;
  send_(protocol::make_notification("textDocument/publishDiagnostics",
                                    {{"uri", uri}, {"diagnostics", json::array()}}));
}

std::optional<std::string> LanguageServer::open_text(const std::string& path) const {
  for (const auto& [uri, doc] : documents_) {
    if (auto p = protocol::file_path_of(uri); p && std::filesystem::path(*p).lexically_normal().string() == path) {
      return doc.document.text();
    }
  }
  return std::nullopt;
}

void LanguageServer::analyse(const std::string& uri, OpenDocument& doc) {
  const analysis::Document& d = doc.document;
  const analysis::FileSettings settings = settings_for(uri);
  const std::string path = display_name(uri);
  analysis::Snapshot snapshot{.path = path, .text = d.text(), .tree = &d.tree(), .check_fixes = false};
  if (protocol::file_path_of(uri) && !doc.modules) {  // Python modules, or Scala objects, of the project
    doc.modules = std::make_unique<analysis::EntryResolver>(modules_.index_for(path, settings), path);
  }
  // A run that kept many scopes for closures over many edits starts over (memory stays bounded).
  constexpr std::size_t kMaxKeptScopes = 200'000;
  if (doc.run && doc.run->scope_count() > kMaxKeptScopes) doc.run.reset();
  if (!doc.run) {
    doc.run = std::make_unique<analysis::ModuleRun>(doc.modules.get(),
                                                    doc.modules ? doc.modules->identity() : analysis::ModuleIdentity{});
    doc.kept_findings = std::make_unique<analysis::IncrementalFindings>();
  }
  snapshot.modules = doc.modules.get();
  if (doc.modules) snapshot.identity = doc.modules->identity();
  snapshot.describe_queries = false;  // made on review only
  if (d.parsed()) {
    snapshot.units = &d.units();
    snapshot.run = doc.run.get();
    snapshot.findings = doc.kept_findings.get();
  } else {
    // No tree, so nothing is kept between edits: each analysis parses the text in chunks.
    snapshot.tree = nullptr;
    snapshot.in_chunks = true;
  }
  doc.module = analysis::analyze_module(snapshot, settings.project, settings.selection);
  for (const std::string& e : doc.module.internal_errors) spdlog::error("internal error in {}: {}", uri, e);
  doc.selection = settings.selection;
  doc.analysed = true;
}

std::vector<analysis::QueryCard> LanguageServer::describe_queries(const std::string& uri, const OpenDocument& doc) {
  // A fresh module phase that summarises the queries (the kept run is left as it is).
  const analysis::FileSettings settings = settings_for(uri);
  const std::string path = display_name(uri);
  analysis::Snapshot snapshot{.path = path, .text = doc.document.text(), .tree = &doc.document.tree(),
                              .fixes = false, .check_fixes = false};
  if (!doc.document.parsed()) {
    snapshot.tree = nullptr;
    snapshot.in_chunks = true;
  }
  snapshot.modules = doc.modules.get();
  if (doc.modules) snapshot.identity = doc.modules->identity();
  return analysis::analyze_module(snapshot, settings.project, settings.selection).queries;
}

void LanguageServer::module_changed(const std::string& path) {
  const std::set<std::string> forgotten = modules_.changed(path);
  for (auto& [uri, doc] : documents_) {
    const bool reads = std::any_of(doc.module.module_files.begin(), doc.module.module_files.end(),
                                   [&](const std::string& f) { return forgotten.count(f) > 0; });
    if (reads) {
      doc.analysed = false;
      doc.run.reset();  // names bound by imports are lazy: the whole module runs again
      dirty_.insert(uri);
    }
  }
}

void LanguageServer::refresh() {
  std::set<std::string> pending;
  pending.swap(dirty_);
  project_dirty_ = false;
  for (const std::string& uri : pending) {
    auto it = documents_.find(uri);
    if (it != documents_.end() && !it->second.analysed) analyse(uri, it->second);
  }
  for (auto& [uri, notebook] : notebooks_.all()) {
    if (!notebook.analysed) analyse_notebook(notebook);
  }
  // The project phase. Checkpoint uses of the open documents, and of the workspace's files that
  // are not open (an open document's text wins over its file).
  std::set<std::string> open_files;
  std::vector<analysis::CheckpointUse> uses;
  for (const auto& [uri, doc] : documents_) {
    open_files.insert(display_name(uri));
    uses.insert(uses.end(), doc.module.checkpoints.begin(), doc.module.checkpoints.end());
  }
  for (const auto& [uri, notebook] : notebooks_.all()) {
    open_files.insert(display_name(uri));
    uses.insert(uses.end(), notebook.result.checkpoints.begin(), notebook.result.checkpoints.end());
  }
  for (const auto& [path, file] : workspace_index_.files()) {
    if (!open_files.count(path)) uses.insert(uses.end(), file.checkpoints.begin(), file.checkpoints.end());
  }
  // Findings by the file they are in: SR102, and what each file's queries cause elsewhere.
  std::map<std::string, std::vector<analysis::Finding>> incoming;
  for (analysis::Finding& f : analysis::shared_checkpoint_findings(uses)) {
    f.fix.reset();
    incoming[f.file].push_back(std::move(f));
  }
  // SR707 and SR708 between the pipeline's files, open or not (an open document's text wins).
  std::vector<const analysis::PipelineParts*> pipeline;
  for (const auto& [uri, doc] : documents_) {
    if (!doc.module.pipeline.empty()) pipeline.push_back(&doc.module.pipeline);
  }
  for (const auto& [uri, notebook] : notebooks_.all()) {
    if (!notebook.result.pipeline.empty()) pipeline.push_back(&notebook.result.pipeline);
  }
  for (const auto& [path, file] : workspace_index_.files()) {
    if (!open_files.count(path) && !file.pipeline.empty()) pipeline.push_back(&file.pipeline);
  }
  for (analysis::Finding& f : analysis::pipeline_link_findings(pipeline)) incoming[f.file].push_back(std::move(f));
  for (const auto& [uri, doc] : documents_) {
    for (const analysis::Finding& f : doc.module.elsewhere) incoming[f.file].push_back(f);
  }
  for (const auto& [uri, notebook] : notebooks_.all()) {
    for (const analysis::Finding& f : notebook.result.elsewhere) incoming[f.file].push_back(f);
  }
  for (const auto& [path, file] : workspace_index_.files()) {
    if (open_files.count(path)) continue;
    for (const analysis::Finding& f : file.elsewhere) incoming[f.file].push_back(f);
  }
  for (auto& [uri, doc] : documents_) {
    const std::string path = display_name(uri);
    std::vector<analysis::Finding> findings = doc.module.findings;
    if (auto it = incoming.find(path); it != incoming.end()) findings.insert(findings.end(), it->second.begin(), it->second.end());
    analysis::finish_findings(findings, doc.module.noqa, doc.document.text(), doc.selection, path);
    // Only what changed is published: diagnostics that read the same after the edit still hold.
    const std::uint64_t shown = server::published_hash(findings, doc.lines, encoding_);
    doc.findings = std::move(findings);
    if (doc.published_hash != shown) {
      doc.published_hash = shown;
      doc.published = false;
    }
  }
  for (auto& [uri, notebook] : notebooks_.all()) {
    const std::string path = display_name(uri);
    std::vector<analysis::Finding> findings = notebook.result.findings;
    if (auto it = incoming.find(path); it != incoming.end()) findings.insert(findings.end(), it->second.begin(), it->second.end());
    analysis::finish_findings(findings, notebook.result.noqa, notebook.module->text(), notebook.selection, path);
    notebook.findings = std::move(findings);
  }
}

void LanguageServer::publish(const std::string& uri, const OpenDocument& doc) {
  const protocol::LineIndex& index = doc.lines;
  std::map<std::string, std::unique_ptr<protocol::LineIndex>> other_indexes;  // built when a finding points there
  std::map<std::string, std::string> disk_texts;  // files on disk a finding points into
  const RelatedFiles related_files = [&](const std::string& file) -> std::optional<RelatedFile> {
    for (const auto& [other_uri, other] : documents_) {
      if (display_name(other_uri) != file) continue;
      auto& built = other_indexes[other_uri];
      if (!built) built = std::make_unique<protocol::LineIndex>(other.document.text());
      return RelatedFile{other_uri, built.get()};
    }
    const std::string uri_of_file = protocol::file_uri(file);
    auto& built = other_indexes[uri_of_file];
    if (!built) {
      auto text = analysis::read_file(file);
      if (!text) return std::nullopt;
      built = std::make_unique<protocol::LineIndex>(disk_texts[file] = std::move(*text));
    }
    return RelatedFile{uri_of_file, built.get()};
  };
  json diagnostics = json::array();
  for (const analysis::Finding& f : doc.findings) {
    diagnostics.push_back(to_diagnostic(f, index, encoding_, uri, related_files));
  }
  send_(protocol::make_notification("textDocument/publishDiagnostics",
                                    {{"uri", uri}, {"version", doc.version}, {"diagnostics", diagnostics}}));
}

void LanguageServer::publish_pending() {
  refresh();
  for (auto& [uri, doc] : documents_) {
    if (doc.published) continue;
    publish(uri, doc);
    doc.published = true;
  }
  for (auto& [uri, notebook] : notebooks_.all()) publish_notebook(notebook);
}

json LanguageServer::hover(const json& params) {
  const protocol::Position position = position_of(require(params, "position"));
  if (auto [notebook, cell] = notebooks_.holding(require(require(params, "textDocument"), "uri").get<std::string>()); notebook) {
    return notebook_hover(*notebook, cell, position);
  }
  OpenDocument* doc = find_document(require(params, "textDocument"));
  if (!doc) return nullptr;
  const std::string uri = params["textDocument"]["uri"].get<std::string>();
  if (!doc->analysed) refresh();
  const protocol::LineIndex& index = doc->lines;
  const std::size_t offset = index.to_offset(position, encoding_);
  std::vector<const analysis::Finding*> hits;
  for (const analysis::Finding& f : doc->findings) {
    if (f.range.start_byte <= offset && offset < std::max(f.range.end_byte, f.range.start_byte + 1)) hits.push_back(&f);
  }
  if (hits.empty()) return nullptr;
  return {{"contents", {{"kind", "markdown"}, {"value", hover_markdown(hits)}}},
          {"range", to_lsp_range(hits.front()->range, index, encoding_)}};
}

std::string LanguageServer::workspace_relative(const std::string& uri) const {
  const auto path = protocol::file_path_of(uri);
  if (!path) return uri;
  // Relative to the workspace folder holding it (the deepest, for nested folders), as `check` shows
  // paths relative to where it runs.
  std::string best;
  for (const std::string& folder : workspace_folders_) {
    const std::filesystem::path relative = std::filesystem::path(*path).lexically_relative(folder);
    if (relative.empty() || *relative.begin() == "..") continue;
    if (best.empty() || relative.string().size() < best.size()) best = relative.generic_string();
  }
  return best.empty() ? *path : best;
}

json LanguageServer::execute_command(const json& params) {
  const std::string command = require(params, "command").get<std::string>();
  if (command != "streamlint.review") throw RequestError(ec::InvalidParams, "unknown command: " + command);
  // The review of the open documents (or of the URIs given as arguments), as Markdown.
  std::set<std::string> only;
  if (params.contains("arguments") && params["arguments"].is_array()) {
    for (const json& a : params["arguments"]) {
      if (a.is_string()) only.insert(a.get<std::string>());
    }
  }
  std::vector<analysis::ReviewedFile> files;
  for (auto& [uri, doc] : documents_) {
    if (!only.empty() && !only.count(uri)) continue;
    if (!doc.analysed) refresh();
    files.push_back({workspace_relative(uri), doc.findings, describe_queries(uri, doc)});
  }
  return analysis::render_review_markdown(analysis::build_review(files));
}

json LanguageServer::code_action(const json& params) {
  const json& text_document = require(params, "textDocument");
  json actions = json::array();
  const json& context = require(params, "context");
  if (context.contains("only") && context["only"].is_array()) {
    bool wants_quickfix = false;
    for (const json& kind : context["only"]) {
      const std::string k = kind.is_string() ? kind.get<std::string>() : "";
      wants_quickfix = wants_quickfix || k == "quickfix" || k.rfind("quickfix.", 0) == 0;
    }
    if (!wants_quickfix) return actions;
  }
  if (auto [notebook, cell] = notebooks_.holding(require(text_document, "uri").get<std::string>()); notebook) {
    return notebook_code_actions(*notebook, cell, params);
  }
  OpenDocument* doc = find_document(text_document);
  if (!doc) return actions;
  const std::string uri = text_document["uri"].get<std::string>();
  for (const json& diagnostic : require(context, "diagnostics")) {
    // Clients may drop `source` when they send diagnostics back; `data` is what identifies ours.
    if (diagnostic.value("source", "streamlint") != "streamlint" || !diagnostic.contains("data")) continue;
    const json& data = diagnostic["data"];
    auto workspace_edit = [&](const json& edits) -> json {
      if (client_supports_document_changes_) {
        return {{"documentChanges",
                 json::array({{{"textDocument", {{"uri", uri}, {"version", doc->version}}}, {"edits", edits}}})}};
      }
      return {{"changes", {{uri, edits}}}};
    };
    // The finding behind the diagnostic: the current one with its fingerprint at its range. One
    // whose range moved on belongs to an older text, and gets no fix. Fixes are made now, on the
    // current text; the one asked for must keep the syntax.
    const protocol::LineIndex& index = doc->lines;
    const analysis::Finding* finding = nullptr;
    for (const analysis::Finding& f : doc->findings) {
      if (f.fingerprint == data.value("fingerprint", "") && diagnostic.contains("range") &&
          to_lsp_range(f.range, index, encoding_) == diagnostic["range"]) {
        finding = &f;
      }
    }
    // A document too broken to parse whole in time (Document::parsed) has no tree to prove a fix
    // keeps the syntax with: no fix is offered until it parses again. (A Scala document has no
    // Python tree: its fixes are proven on a Scala parse.)
    const std::string path = display_name(uri);
    if (!finding || (!doc->document.parsed() && !analysis::is_scala_path(path))) continue;
    const std::string& text = doc->document.text();
    if (finding->fix && analysis::fix_keeps_syntax(text, &doc->document.tree(), *finding->fix, path)) {
      actions.push_back({{"title", finding->fix->title},
                         {"kind", "quickfix"},
                         {"diagnostics", json::array({diagnostic})},
                         {"isPreferred", finding->fix->safe},
                         {"edit", workspace_edit(to_lsp_edits(finding->fix->edits, index, encoding_))}});
    }
    if (auto noqa = analysis::disable_for_line_fix(text, &doc->document.tree(), *finding, path)) {
      actions.push_back({{"title", noqa->title},
                         {"kind", "quickfix"},
                         {"diagnostics", json::array({diagnostic})},
                         {"edit", workspace_edit(to_lsp_edits(noqa->edits, index, encoding_))}});
    }
  }
  return actions;
}

}  // namespace streamlint::server
