// Pushed diagnostics (textDocument/publishDiagnostics), and the conversion of a file's findings
// into diagnostics that pushing and pulling share.
#include <algorithm>
#include <memory>

#include "analysis/project/file_reader.h"
#include "server/diagnostics.h"
#include "server/document_names.h"
#include "server/language_server.h"

namespace streamlint::server {

std::vector<protocol::Diagnostic> LanguageServer::diagnostics_of(const std::string& uri,
                                                                 const std::vector<analysis::Finding>& findings,
                                                                 const protocol::LineIndex& index) {
  // Related places in other files (SR102 across files) need those files' lines: an open
  // document's text, else the file on disk, indexed on first use.
  std::map<std::string, std::unique_ptr<protocol::LineIndex>> other_indexes;
  std::map<std::string, std::string> disk_texts;  // the texts those indexes point into
  const RelatedFiles related_files = [&](const std::string& file) -> std::optional<RelatedFile> {
    for (const auto& [other_uri, other] : documents_) {
      if (name_of(other_uri) != file) continue;
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
  std::vector<protocol::Diagnostic> diagnostics;
  diagnostics.reserve(findings.size());
  for (const analysis::Finding& f : findings) diagnostics.push_back(to_diagnostic(f, index, encoding_, uri, related_files));
  return diagnostics;
}

void LanguageServer::publish(const std::string& uri, const OpenDocument& doc) {
  notify("textDocument/publishDiagnostics",
         protocol::PublishDiagnosticsParams{uri, static_cast<std::int32_t>(doc.version), diagnostics_of(uri, doc.findings(), doc.lines)});
}

void LanguageServer::clear_diagnostics(const std::string& uri) {
  notify("textDocument/publishDiagnostics", protocol::PublishDiagnosticsParams{uri, std::nullopt, {}});
}

void LanguageServer::publish_pending() {
  refresh();
  publish_due_ = false;
  if (client_.pull_diagnostics) {  // the client asks; it is told when what it would get changed
    // A document the client edited is pulled by the client anyway; others changed with it.
    bool changed = std::any_of(documents_.begin(), documents_.end(),
                               [](const auto& d) { return !d.second.published && !d.second.client_pulls; }) ||
                   workspace_findings_changed();
    for (auto& [uri, notebook] : notebooks_.all()) {
      if (!notebook.client_pulls) publish_notebook(notebook);  // pushed until the client pulls a cell
      else changed = changed || notebook_changed(notebook);
    }
    if (changed) request_diagnostic_refresh();
    return;
  }
  for (auto& [uri, doc] : documents_) {
    if (doc.published) continue;
    publish(uri, doc);
    doc.published = true;
  }
  for (auto& [uri, notebook] : notebooks_.all()) publish_notebook(notebook);
}

}  // namespace streamlint::server
