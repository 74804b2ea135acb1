// The LSP session: lifecycle, dispatch, open documents and their findings.
// Transport-independent: it takes decoded frames and hands outgoing JSON to `send`, so tests can
// drive it in-process and the stdio transport stays thin.
// Each LSP method lives in its own file (named in the private section below); params and results
// are the typed values of protocol/lsp_*.h.
// Source: LSP 3.17 specification ("Lifecycle Messages", "Document Synchronization",
// "Language Features": hover, codeAction; "publishDiagnostics", "Pull Diagnostics").
#pragma once

#include <chrono>
#include <functional>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <set>
#include <string>
#include <variant>
#include <vector>

#include "analysis/analyze.h"
#include "analysis/document.h"
#include "analysis/finding.h"
#include "analysis/project/project_config.h"
#include "analysis/project_facts.h"
#include "analysis/review/query_card.h"
#include "protocol/framing.h"
#include "protocol/jsonrpc.h"
#include "protocol/line_index.h"
#include "protocol/lsp_diagnostics.h"
#include "protocol/lsp_document_sync.h"
#include "protocol/lsp_language_features.h"
#include "protocol/lsp_lifecycle.h"
#include "protocol/lsp_window_workspace.h"
#include "server/cancellation.h"
#include "server/document_snapshot.h"
#include "server/kept_run.h"
#include "server/notebook_documents.h"
#include "server/project_modules.h"
#include "server/workspace_index.h"

namespace streamlint::server {

using json = nlohmann::json;

class LanguageServer {
 public:
  using Send = std::function<void(const json&)>;
  explicit LanguageServer(Send send, analysis::ProjectFacts defaults = {});

  // A decoded frame: a request or notification, or a response to one of the server's requests.
  using Decoded = std::variant<protocol::IncomingMessage, json>;
  // Decodes a frame. A frame that is not a valid message is answered through `send` (ParseError,
  // InvalidRequest) and gives nothing. Touches no session state: any thread may call it.
  static std::optional<Decoded> decode(const protocol::Frame& frame, const Send& send);

  // Handles one framed message. Never throws: every request gets exactly one reply.
  void handle_frame(const protocol::Frame& frame);
  // Handles the frames that arrived together, in order. A `$/cancelRequest` among them cancels a
  // request of the same batch that has not been answered yet: it is answered RequestCancelled.
  void handle_frames(const std::vector<protocol::Frame>& frames);
  // The same for messages already decoded (by the transport's reading thread). Adjacent
  // didChange notifications of one document are merged first (coalesce_did_changes).
  void handle_decoded(std::vector<Decoded> messages);

  // Shared with the transport's reading thread: the requests waiting and those cancelled, and each
  // open document's last analysed snapshot (hovers are answered from it while analysis runs).
  const std::shared_ptr<Cancellation>& cancellation() const { return cancellation_; }
  const std::shared_ptr<SnapshotStore>& snapshots() const { return snapshots_; }
  // Analyses the documents changed since the last call and publishes their diagnostics.
  // The transport calls it when no more input is waiting, so bursts of edits coalesce. After
  // `shutdown` nothing is pending: the client waits for `exit` only.
  void publish_pending();
  bool has_pending() const { return !shutdown_requested_ && (!dirty_.empty() || project_dirty_ || publish_due_); }
  // Open documents whose keystrokes were parsed incrementally in a way a fresh parse may read
  // otherwise (analysis::Document::unsettled). The transport settles them once the user pauses
  // (settle_documents parses them afresh; the next publish_pending publishes what that changed),
  // so what is shown comes to equal a fresh analysis of the text.
  bool has_unsettled() const;
  void settle_documents();
  // When the first unsettled document has had no edit for `quiet` (its last change plus `quiet`),
  // or nullopt when none is unsettled: other documents' edits and requests do not put it off.
  std::optional<std::chrono::steady_clock::time_point> settle_due(std::chrono::milliseconds quiet) const;
  // Settles the unsettled documents whose last change is `quiet` or more before `now`.
  void settle_documents(std::chrono::steady_clock::time_point now, std::chrono::milliseconds quiet);
  // Open documents and notebooks the user has left alone keep their findings, tree and text, and
  // drop what only an edit's re-run reads (their kept runs, their lowered statements): memory per
  // open document then comes near its tree's (docs/benchmarks.md). The next edit, or a code lens
  // asked for, runs the whole module again once. The transport calls it when its input has been
  // quiet a while.
  void rest_documents();

  bool exit_requested() const { return exit_requested_; }
  // Per the spec: 0 when `shutdown` came before `exit`, else 1.
  int exit_code() const { return shutdown_requested_ ? 0 : 1; }
  protocol::PositionEncoding position_encoding() const { return encoding_; }

 private:
  struct OpenDocument {
    analysis::Document document;
    long version = 0;
    std::string name;  // the analysis's name of it (document_names.h document_name)
    protocol::LineIndex lines{""};  // over document.text(), kept in step with each edit
    bool analysed = false;  // the module phase ran on the current text
    std::chrono::steady_clock::time_point changed_at{};  // its last didChange (settle_due)
    bool published = false;  // `findings` were published (for `version`), or pulled by the client
    bool client_pulls = false;  // opened or edited since the client last pulled it: it will pull again
    std::optional<std::uint64_t> published_hash{};  // diagnostics.h published_hash of what was last published
    // The module phase's results (analysis/analyze.h analyze_module), for the project phase.
    analysis::AnalysisResult module{};
    analysis::RuleSelection selection{};
    // The findings other files' analyses put here, as the project phase last finished them.
    std::vector<analysis::Finding> incoming{};
    // Its stand-in findings the project phase dropped (analysis/rules/stand_in_findings.h), by index.
    std::vector<std::size_t> superseded{};
    // What the module phase keeps between edits, and the cards of the current text (made on
    // demand). The run is dropped when an imported module changes.
    KeptRun kept{};
    // The text, findings (and cards, once made) of the last analysis, shared with SnapshotStore.
    std::shared_ptr<const DocumentSnapshot> snapshot{};
    // The findings of the last analysis: the module and the project phase, finished (for
    // `version` once refresh ran). They live in the snapshot only.
    const std::vector<analysis::Finding>& findings() const {
      static const std::vector<analysis::Finding> none;
      return snapshot ? *snapshot->findings : none;
    }
  };
  using RequestHandler = std::function<json(const json& params)>;
  using NotificationHandler = std::function<void(const json& params)>;

  // language_server.cpp: decoding, dispatch through the method tables, errors.
  void register_methods();
  void handle_message(const protocol::IncomingMessage& message);
  json dispatch_request(const protocol::IncomingMessage& message);
  void dispatch_notification(const protocol::IncomingMessage& message);
  // An internal error: logged (window/logMessage) and shown once per kind (window/showMessage).
  void report_internal_error(const std::string& kind, const std::string& message);
  // Errors an analysis of `uri` caught (AnalysisResult::internal_errors, "kind: what"), reported.
  void report_analysis_errors(const std::string& uri, const std::vector<std::string>& errors);
  void notify(std::string_view method, json params) { send_(protocol::make_notification(method, std::move(params))); }

  // lifecycle.cpp
  protocol::InitializeResult initialize(const protocol::InitializeParams& params);
  void initialized();

  // configuration.cpp: editor settings, configuration files, watched files.
  void did_change_configuration(const protocol::DidChangeConfigurationParams& params);
  void did_change_watched_files(const protocol::DidChangeWatchedFilesParams& params);
  void apply_settings(const json& settings);
  void request_configuration();
  void handle_response(const json& message);
  // Drops cached project configuration when `uri` is a config file (saved or changed on disk);
  // true when it was one (the caller indexes the workspace again: its files' settings changed).
  bool forget_configuration_if(const std::string& uri);
  // Project facts and rule selection for a document: editor settings first, then the nearest
  // config file and bundle (reported once per config file when invalid).
  analysis::FileSettings settings_for(const std::string& uri);
  // Asks the client to report changes to sources and project files (didChangeWatchedFiles).
  void watch_files();

  // text_document_sync.cpp
  void did_open(const protocol::DidOpenTextDocumentParams& params);
  void did_change(const protocol::DidChangeTextDocumentParams& params);
  void did_close(const protocol::DidCloseTextDocumentParams& params);
  void did_save(const protocol::DidSaveTextDocumentParams& params);
  OpenDocument* find_document(const std::string& uri);
  // The analysis's name of an open text document (its OpenDocument::name), else display_name.
  std::string name_of(const std::string& uri) const;
  // The text of the open document at file `path`, if one is open.
  std::optional<std::string> open_text(const std::string& path) const;

  // document_analysis.cpp: the module phase per document, the project phase over all.
  void reanalyse_all();
  // Reads the workspace folders' files for workspace-wide rules (once, after `initialized`).
  void index_workspace();
  // The settings lookup the workspace index analyses files with (this server's, by path).
  WorkspaceIndex::Settings index_settings();
  // The module phase of one document (its imports resolved in its project, ProjectModules).
  void analyse(const std::string& uri, OpenDocument& doc);
  // The module phase of the text `d` at `uri` (a document, or a notebook's cells as one module),
  // re-running only what changed since `kept` last ran; internal errors are reported.
  analysis::AnalysisResult analyse_kept(const std::string& uri, analysis::Document& d, KeptRun& kept,
                                        const analysis::FileSettings& settings);
  // Brings every open document's findings up to date: the module phase of those that changed, then
  // the project phase over all of them (SR102 against the open documents and the workspace's
  // files, findings one file's queries cause in another, noqa). A document whose findings changed
  // is marked for publishing (published = false).
  void refresh();
  // A module file changed: documents whose analysis read it are analysed again.
  void module_changed(const std::string& path);
  // The document's queries summarised by a fresh module phase (execute_command.cpp), for a review
  // and for the cards of a document that keeps no run.
  std::vector<analysis::QueryCard> describe_queries(const std::string& uri, const OpenDocument& doc);

  // publish_diagnostics.cpp (push) and pull_diagnostics.cpp (pull, for clients that prefer it).
  // Diagnostics of `findings` in the file at `uri`, whose text `index` is over.
  std::vector<protocol::Diagnostic> diagnostics_of(const std::string& uri, const std::vector<analysis::Finding>& findings,
                                                   const protocol::LineIndex& index);
  void publish(const std::string& uri, const OpenDocument& doc);
  void clear_diagnostics(const std::string& uri);
  protocol::DocumentDiagnosticReport document_diagnostic(const protocol::DocumentDiagnosticParams& params);
  protocol::WorkspaceDiagnosticReport workspace_diagnostic(const protocol::WorkspaceDiagnosticParams& params);
  // Tells a pulling client that diagnostics changed (workspace/diagnostic/refresh), once per change.
  void request_diagnostic_refresh();
  // A workspace file's finished findings (its own and the project phase's) and its lines.
  struct WorkspaceFileFindings {
    std::vector<analysis::Finding> findings;
    std::unique_ptr<protocol::LineIndex> lines;  // over WorkspaceIndex::File::text
  };
  WorkspaceFileFindings workspace_file_findings(const std::string& path, const WorkspaceIndex::File& file) const;
  // A workspace file that workspace/diagnostic reports: not open, and not a notebook.
  bool reported_in_workspace(const std::string& path) const;
  // True when what workspace/diagnostic would report changed since the last call.
  bool workspace_findings_changed();

  // query_cards.cpp: the query card (hover) and its one-line summary (code lens).
  const std::vector<analysis::QueryCard>& cards_of(const std::string& uri, OpenDocument& doc);
  const std::vector<analysis::QueryCard>& notebook_cards(OpenNotebook& notebook);
  // The cards of the queries written in the text `d` at `uri`, made once per analysis (`result`).
  const std::vector<analysis::QueryCard>& kept_cards(const std::string& uri, analysis::Document& d, KeptRun& kept,
                                                     const analysis::AnalysisResult& result);
  std::vector<protocol::CodeLens> code_lens(const protocol::CodeLensParams& params);
  std::vector<protocol::CodeLens> notebook_code_lens(OpenNotebook& notebook, std::size_t cell);
  // Makes the document's snapshot of its current text, `findings` (and cards) and shares it.
  void take_snapshot(const std::string& uri, OpenDocument& doc, std::vector<analysis::Finding> findings);
  // The document's snapshot with its cards added (its other parts shared), shared.
  void add_cards_to_snapshot(OpenDocument& doc);

  // hover.cpp, code_action.cpp, execute_command.cpp
  std::optional<protocol::Hover> hover(const protocol::HoverParams& params);
  std::vector<protocol::CodeAction> code_action(const protocol::CodeActionParams& params);
  json execute_command(const protocol::ExecuteCommandParams& params);
  // A WorkspaceEdit in the form the client takes (documentChanges or changes), by document URI.
  using VersionedEdits = std::pair<long, std::vector<protocol::TextEdit>>;  // the document's version, its edits
  protocol::WorkspaceEdit workspace_edit(std::map<std::string, VersionedEdits> by_uri) const;
  // The text a finding's fix edits, and how its edits become a WorkspaceEdit.
  struct FixTarget {
    const std::string& text;
    const analysis::SyntaxTree* tree;  // null: proven on a fresh parse
    const std::string& path;
    std::function<protocol::WorkspaceEdit(const std::vector<analysis::TextEdit>&)> edit;
  };
  // The quick fixes for one of the client's diagnostics, whose finding is `finding`.
  void append_actions(std::vector<protocol::CodeAction>& actions, const protocol::ClientDiagnostic& diagnostic,
                      const analysis::Finding& finding, const FixTarget& target) const;
  // A document's path relative to the workspace folder holding it (its absolute path outside them).
  std::string workspace_relative(const std::string& uri) const;

  // notebook_sync.cpp: one analysis per notebook, diagnostics per cell.
  void did_open_notebook(const protocol::DidOpenNotebookDocumentParams& params);
  void did_change_notebook(const protocol::DidChangeNotebookDocumentParams& params);
  void did_close_notebook(const protocol::DidCloseNotebookDocumentParams& params);
  void analyse_notebook(OpenNotebook& notebook);
  // Each cell's findings (ranges inside the cell) and the hash of what they show (diagnostics.h
  // published_hash); rendered as diagnostics only where the hash changed (cell_diagnostics).
  struct CellReport {
    std::string uri;
    long version = 0;
    std::uint64_t hash = 0;
    std::vector<analysis::Finding> findings;
  };
  std::vector<CellReport> cell_reports(OpenNotebook& notebook);
  std::vector<protocol::Diagnostic> cell_diagnostics(const OpenNotebook& notebook, const CellReport& report);
  // True when a cell's diagnostics differ from what the client last got.
  bool notebook_changed(OpenNotebook& notebook);
  // Publishes the cells whose diagnostics changed since they were last published.
  void publish_notebook(OpenNotebook& notebook);
  std::optional<protocol::Hover> notebook_hover(OpenNotebook& notebook, std::size_t cell, const protocol::Position& position);
  std::vector<protocol::CodeAction> notebook_code_actions(OpenNotebook& notebook, std::size_t cell,
                                                          const protocol::CodeActionParams& params);

  Send send_;
  analysis::ProjectFacts defaults_;
  std::map<std::string, RequestHandler, std::less<>> requests_;
  std::map<std::string, NotificationHandler, std::less<>> notifications_;
  std::set<std::string> shown_internal_errors_;  // kinds already shown with window/showMessage
  std::shared_ptr<Cancellation> cancellation_ = std::make_shared<Cancellation>();
  std::shared_ptr<SnapshotStore> snapshots_ = std::make_shared<SnapshotStore>();
  // From initializationOptions / workspace configuration; unset fields defer to config files.
  std::optional<analysis::DbrVersion> setting_dbr_;
  std::optional<analysis::Compute> setting_compute_;
  json initialization_settings_ = json::object();
  bool code_lens_enabled_ = true;   // the setting codeLens
  bool query_card_hover_ = true;    // the setting queryCardHover
  std::map<std::string, analysis::ProjectConfig> configs_;  // by folder
  std::set<std::string> reported_config_errors_;
  std::set<std::string> config_files_with_diagnostics_;  // paths whose errors were published
  protocol::ClientCapabilities client_{};
  int next_request_id_ = 0;
  std::set<std::string> pending_configuration_requests_;
  protocol::PositionEncoding encoding_ = protocol::PositionEncoding::Utf16;
  std::vector<std::string> workspace_folders_;  // paths, from initialize (workspaceFolders, rootUri)
  bool workspace_indexed_ = false;              // index_workspace ran (after `initialized`)
  WorkspaceIndex workspace_index_;
  ProjectModules modules_{[this](const std::string& path) { return open_text(path); }};
  bool initialized_ = false;
  bool shutdown_requested_ = false;
  bool publish_due_ = false;  // refresh analysed documents that publish_pending has not published yet
  bool exit_requested_ = false;
  std::map<std::string, OpenDocument> documents_;
  NotebookDocuments notebooks_;
  std::set<std::string> dirty_;
  // The project phase's findings by file (refresh): SR102, pipeline links, and what one file's
  // queries cause in another. Open documents' and the workspace's files' alike.
  std::map<std::string, std::vector<analysis::Finding>> incoming_;
  // The starts the project's runs reach in other files (refresh): a helper's stand-in findings there go.
  analysis::ReachedStarts reached_;
  bool project_dirty_ = false;  // the project phase must run again (a file changed on disk, a document closed)
  std::uint64_t workspace_findings_hash_ = 0;  // workspace_findings_changed
  bool refresh_requested_ = false;  // a workspace/diagnostic/refresh is out and unanswered
};

// Merges each run of adjacent, well-formed `textDocument/didChange` notifications of one document
// into one: its content changes in order, the last version. A burst of keystrokes the client sent
// apart is then applied to the text one by one but parsed and analysed once (text_document_sync.cpp).
std::vector<LanguageServer::Decoded> coalesce_did_changes(std::vector<LanguageServer::Decoded> messages);

}  // namespace streamlint::server
