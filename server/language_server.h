// The LSP session: lifecycle, dispatch, open documents and their findings.
// Transport-independent: it takes decoded frames and hands outgoing JSON to `send`, so tests can
// drive it in-process and the stdio transport stays thin.
// Source: LSP 3.17 specification ("Lifecycle Messages", "Document Synchronization",
// "Language Features": hover, codeAction; "publishDiagnostics").
#pragma once

#include <functional>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "analysis/analyze.h"
#include "analysis/document.h"
#include "analysis/finding.h"
#include "analysis/project/project_config.h"
#include "analysis/project_facts.h"
#include "analysis/review/query_card.h"
#include "protocol/framing.h"
#include "protocol/jsonrpc.h"
#include "protocol/line_index.h"
#include "server/notebook_documents.h"
#include "server/project_modules.h"
#include "server/workspace_index.h"

namespace streamlint::server {

using json = nlohmann::json;

class LanguageServer {
 public:
  using Send = std::function<void(const json&)>;
  explicit LanguageServer(Send send, analysis::ProjectFacts defaults = {});

  // Handles one framed message. Never throws: every request gets exactly one reply.
  void handle_frame(const protocol::Frame& frame);
  // Analyses the documents changed since the last call and publishes their diagnostics.
  // The transport calls it when no more input is waiting, so bursts of edits coalesce.
  void publish_pending();
  bool has_pending() const { return !dirty_.empty() || project_dirty_; }

  bool exit_requested() const { return exit_requested_; }
  // Per the spec: 0 when `shutdown` came before `exit`, else 1.
  int exit_code() const { return shutdown_requested_ ? 0 : 1; }
  protocol::PositionEncoding position_encoding() const { return encoding_; }

 private:
  struct OpenDocument {
    analysis::Document document;
    long version = 0;
    protocol::LineIndex lines{""};  // over document.text(), kept in step with each edit
    std::vector<analysis::Finding> findings{};  // for `version`: the module and the project phase, finished
    bool analysed = false;  // the module phase ran on the current text
    bool published = false;  // `findings` were published (for `version`)
    std::optional<std::uint64_t> published_hash{};  // diagnostics.h published_hash of what was last published
    // The module phase's results (analysis/analyze.h analyze_module), for the project phase.
    analysis::AnalysisResult module{};
    analysis::RuleSelection selection{};
    // The module run kept between edits (only what an edit changed runs again), and the resolver it
    // reads the project's modules through. Dropped when an imported module changes.
    std::unique_ptr<analysis::EntryResolver> modules{};
    std::unique_ptr<analysis::ModuleRun> run{};
    std::unique_ptr<analysis::IncrementalFindings> kept_findings{};  // the run's findings, run by run
  };

  void handle_message(const protocol::IncomingMessage& message);
  json dispatch_request(const protocol::IncomingMessage& message);
  void dispatch_notification(const protocol::IncomingMessage& message);

  json initialize(const json& params);
  void did_open(const json& params);
  void did_change(const json& params);
  void did_close(const json& params);
  json hover(const json& params);
  json code_action(const json& params);
  json execute_command(const json& params);
  void apply_settings(const json& settings);
  void request_configuration();
  void reanalyse_all();
  // A document's path relative to the workspace folder holding it (its absolute path outside them).
  std::string workspace_relative(const std::string& uri) const;
  // The document's queries summarised, for a review.
  std::vector<analysis::QueryCard> describe_queries(const std::string& uri, const OpenDocument& doc);
  // Drops cached project configuration when `uri` is a config file (saved or changed on disk).
  void forget_configuration_if(const std::string& uri);
  void handle_response(const json& message);
  // Project facts and rule selection for a document: editor settings first, then the nearest
  // config file and bundle (reported once per config file when invalid).
  analysis::FileSettings settings_for(const std::string& uri);

  OpenDocument* find_document(const json& text_document);
  // Reads the workspace folders' files for workspace-wide rules (once, after `initialized`).
  void index_workspace();
  // The settings lookup the workspace index analyses files with (this server's, by path).
  WorkspaceIndex::Settings index_settings();
  // Asks the client to report changes to sources and project files (didChangeWatchedFiles).
  void watch_files();
  // The module phase of one document (its imports resolved in its project, ProjectModules).
  void analyse(const std::string& uri, OpenDocument& doc);
  // Brings every open document's findings up to date: the module phase of those that changed, then
  // the project phase over all of them (SR102 against the open documents and the workspace's
  // files, findings one file's queries cause in another, noqa). A document whose findings changed
  // is marked for publishing (published = false).
  void refresh();
  // A module file changed: documents whose analysis read it are analysed again.
  void module_changed(const std::string& path);
  void publish(const std::string& uri, const OpenDocument& doc);

  // Notebook documents (server/notebook_sync.cpp): one analysis per notebook, diagnostics per cell.
  void did_open_notebook(const json& params);
  void did_change_notebook(const json& params);
  void did_close_notebook(const json& params);
  void analyse_notebook(OpenNotebook& notebook);
  // Publishes the cells whose diagnostics changed since they were last published.
  void publish_notebook(OpenNotebook& notebook);
  json notebook_hover(OpenNotebook& notebook, std::size_t cell, const protocol::Position& position);
  json notebook_code_actions(OpenNotebook& notebook, std::size_t cell, const json& params);
  void clear_diagnostics(const std::string& uri);

  Send send_;
  analysis::ProjectFacts defaults_;
  // From initializationOptions / workspace configuration; unset fields defer to config files.
  std::optional<analysis::DbrVersion> setting_dbr_;
  std::optional<analysis::Compute> setting_compute_;
  json initialization_settings_ = json::object();
  std::map<std::string, analysis::ProjectConfig> configs_;  // by folder
  std::set<std::string> reported_config_errors_;
  bool client_supports_configuration_ = false;
  bool client_registers_file_watchers_ = false;  // workspace.didChangeWatchedFiles.dynamicRegistration
  int next_request_id_ = 0;
  std::set<std::string> pending_configuration_requests_;
  protocol::PositionEncoding encoding_ = protocol::PositionEncoding::Utf16;
  std::vector<std::string> workspace_folders_;  // paths, from initialize (workspaceFolders, rootUri)
  WorkspaceIndex workspace_index_;
  ProjectModules modules_{[this](const std::string& path) { return open_text(path); }};
  // The text of the open document at file `path`, if one is open.
  std::optional<std::string> open_text(const std::string& path) const;
  bool initialized_ = false;
  bool shutdown_requested_ = false;
  bool exit_requested_ = false;
  bool client_supports_document_changes_ = false;
  std::map<std::string, OpenDocument> documents_;
  NotebookDocuments notebooks_;
  std::set<std::string> dirty_;
  bool project_dirty_ = false;  // the project phase must run again (a file changed on disk, a document closed)
};

}  // namespace streamlint::server
