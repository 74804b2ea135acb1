// Pulled diagnostics (LSP 3.17 "Pull Diagnostics"), for clients that prefer asking: an open
// document's or notebook cell's (textDocument/diagnostic), and the workspace's files that are not
// open (workspace/diagnostic), so a Problems panel lists them too. A report's resultId is the hash
// of what the client would show (diagnostics.h published_hash): the same id, an unchanged report.
#include <algorithm>
#include <cstdio>
#include <set>

#include "analysis/jupyter/notebook_json.h"
#include "analysis/project/bundle_checks.h"
#include "protocol/uri.h"
#include "server/diagnostics.h"
#include "server/document_names.h"
#include "server/language_server.h"

namespace streamlint::server {
namespace {

std::string result_id(std::uint64_t hash) {
  char buffer[17];
  std::snprintf(buffer, sizeof buffer, "%016llx", static_cast<unsigned long long>(hash));
  return buffer;
}

protocol::DocumentDiagnosticReport report(std::uint64_t hash, const std::optional<std::string>& previous,
                                          const std::function<std::vector<protocol::Diagnostic>()>& items) {
  const std::string id = result_id(hash);
  if (previous && *previous == id) return {true, id, {}};
  return {false, id, items()};
}

}  // namespace

LanguageServer::WorkspaceFileFindings LanguageServer::workspace_file_findings(const std::string& path,
                                                                              const WorkspaceIndex::File& file) const {
  WorkspaceFileFindings out{file.findings, std::make_unique<protocol::LineIndex>(file.text)};
  if (auto it = incoming_.find(path); it != incoming_.end()) out.findings.insert(out.findings.end(), it->second.begin(), it->second.end());
  const std::vector<analysis::Finding> withdrawn = analysis::drop_superseded_stand_ins(out.findings, reached_);
  analysis::finish_findings(out.findings, file.noqa, file.text, file.selection, path, withdrawn);
  for (analysis::Finding& f : out.findings) f.fix.reset();  // fixes are offered on open documents only
  return out;
}

bool LanguageServer::reported_in_workspace(const std::string& path) const {
  // A notebook on disk is analysed as its code cells, whose places are not the .ipynb file's.
  return !analysis::is_jupyter_path(path) && !open_text(path);
}

bool LanguageServer::workspace_findings_changed() {
  std::uint64_t hash = workspace_index_.generation();
  for (const auto& [path, file] : workspace_index_.files()) {
    if (!reported_in_workspace(path)) continue;
    const auto it = incoming_.find(path);
    if (it == incoming_.end()) continue;
    const WorkspaceFileFindings found = workspace_file_findings(path, file);
    hash = hash * 1099511628211ULL ^ published_hash(found.findings, *found.lines, encoding_);
  }
  const bool changed = hash != workspace_findings_hash_;
  workspace_findings_hash_ = hash;
  return changed;
}

void LanguageServer::request_diagnostic_refresh() {
  if (!client_.diagnostic_refresh_support || refresh_requested_) return;
  refresh_requested_ = true;
  send_(protocol::make_request("streamlint/refresh/" + std::to_string(++next_request_id_), "workspace/diagnostic/refresh", nullptr));
}

protocol::DocumentDiagnosticReport LanguageServer::document_diagnostic(const protocol::DocumentDiagnosticParams& params) {
  if (has_pending()) refresh();
  const std::string& uri = params.text_document.uri;
  if (OpenDocument* doc = find_document(uri)) {
    doc->published = true;
    doc->client_pulls = false;
    return report(doc->published_hash.value_or(0), params.previous_result_id,
                  [&] { return diagnostics_of(uri, doc->findings(), doc->lines); });
  }
  if (auto [notebook, cell] = notebooks_.holding(uri); notebook) {
    if (!notebook->client_pulls) {  // from now on pulled: what was pushed is cleared, not shown twice
      notebook->client_pulls = true;
      for (const auto& [cell_uri, hash] : notebook->published) clear_diagnostics(cell_uri);
    }
    for (CellReport& cell_report : cell_reports(*notebook)) {
      if (cell_report.uri != uri) continue;
      notebook->published[uri] = cell_report.hash;
      const OpenNotebook& holder = *notebook;  // (a lambda cannot capture a structured binding)
      return report(cell_report.hash, params.previous_result_id, [&] { return cell_diagnostics(holder, cell_report); });
    }
  }
  // A file that is not open: what the workspace index holds for it.
  if (auto path = protocol::file_path_of(uri)) {
    const auto& files = workspace_index_.files();
    if (auto it = files.find(*path); it != files.end() && reported_in_workspace(*path)) {
      const WorkspaceFileFindings found = workspace_file_findings(*path, it->second);
      return report(published_hash(found.findings, *found.lines, encoding_), params.previous_result_id,
                    [&] { return diagnostics_of(uri, found.findings, *found.lines); });
    }
  }
  return report(published_hash({}, protocol::LineIndex(""), encoding_), params.previous_result_id, [] { return std::vector<protocol::Diagnostic>{}; });
}

protocol::WorkspaceDiagnosticReport LanguageServer::workspace_diagnostic(const protocol::WorkspaceDiagnosticParams& params) {
  if (has_pending()) refresh();
  std::map<std::string, std::string> previous;
  for (const protocol::PreviousResultId& p : params.previous_result_ids) previous[p.uri] = p.value;
  protocol::WorkspaceDiagnosticReport out;
  std::set<std::string> reported;
  for (const auto& [path, file] : workspace_index_.files()) {
    if (!reported_in_workspace(path)) continue;
    const WorkspaceFileFindings found = workspace_file_findings(path, file);
    if (found.findings.empty() && !previous.count(protocol::file_uri(path))) continue;
    const std::string uri = protocol::file_uri(path);
    const auto before = previous.find(uri);
    out.items.push_back({uri, std::nullopt,
                         report(published_hash(found.findings, *found.lines, encoding_),
                                before == previous.end() ? std::nullopt : std::optional<std::string>(before->second),
                                [&] { return diagnostics_of(uri, found.findings, *found.lines); })});
    reported.insert(uri);
  }
  // The bundles' YAML files, as `check` reports them (check_bundle_confs: where a cluster's or a
  // pipeline's conf is written). An open one is its own document's.
  std::set<std::string> bundles;
  for (const auto& [folder, config] : configs_) {
    if (!config.bundle_file() || !bundles.insert(config.bundle_file()->string()).second) continue;
    const analysis::RuleSelection selection = config.settings_for(*config.bundle_file()).selection;
    for (analysis::ConfigFileFindings& found : analysis::check_bundle_confs(config)) {
      const std::string uri = protocol::file_uri(found.file.string());
      if (reported.count(uri) || open_text(found.file.string())) continue;
      std::erase_if(found.findings, [&](const analysis::Finding& f) { return !selection.enabled(f.code); });
      if (found.findings.empty() && !previous.count(uri)) continue;
      analysis::assign_fingerprints(found.findings, found.text);
      const protocol::LineIndex lines(found.text);
      const auto before = previous.find(uri);
      out.items.push_back({uri, std::nullopt,
                           report(published_hash(found.findings, lines, encoding_),
                                  before == previous.end() ? std::nullopt : std::optional<std::string>(before->second),
                                  [&] { return diagnostics_of(uri, found.findings, lines); })});
      reported.insert(uri);
    }
  }
  // Files reported before that have nothing now (deleted, fixed, or open and pulled on their own).
  for (const auto& [uri, id] : previous) {
    if (reported.count(uri) || find_document(uri) || notebooks_.holding(uri).first) continue;
    out.items.push_back({uri, std::nullopt, report(published_hash({}, protocol::LineIndex(""), encoding_), id,
                                                   [] { return std::vector<protocol::Diagnostic>{}; })});
  }
  return out;
}

}  // namespace streamlint::server
