// workspace/executeCommand: `streamlint.review`, the review of the open documents as Markdown.
#include <filesystem>

#include "analysis/review/review.h"
#include "protocol/json_fields.h"
#include "protocol/uri.h"
#include "server/document_names.h"
#include "server/language_server.h"

namespace streamlint::server {

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

std::vector<analysis::QueryCard> LanguageServer::describe_queries(const std::string& uri, const OpenDocument& doc) {
  // A fresh module phase that summarises the queries (the kept run is left as it is).
  const analysis::FileSettings settings = settings_for(uri);
  const std::string path = name_of(uri);
  analysis::Snapshot snapshot{.path = path, .text = doc.document.text(), .tree = &doc.document.tree(),
                              .fixes = false, .check_fixes = false};
  if (!doc.document.parsed()) {
    snapshot.tree = nullptr;
    snapshot.in_chunks = doc.document.timed_out();
  }
  snapshot.modules = doc.kept.modules.get();
  if (doc.kept.modules) snapshot.identity = doc.kept.modules->identity();
  return analysis::analyze_module(snapshot, settings.project, settings.selection).queries;
}

json LanguageServer::execute_command(const protocol::ExecuteCommandParams& params) {
  if (params.command != "streamlint.review") protocol::invalid_params("unknown command: " + params.command);
  // The review of the open documents (or of the URIs given as arguments).
  std::set<std::string> only;
  for (const json& a : params.arguments) {
    if (a.is_string()) only.insert(a.get<std::string>());
  }
  std::vector<analysis::ReviewedFile> files;
  for (auto& [uri, doc] : documents_) {
    if (!only.empty() && !only.count(uri)) continue;
    if (!doc.analysed) refresh();
    files.push_back({workspace_relative(uri), doc.findings(), describe_queries(uri, doc)});
  }
  return analysis::render_review_markdown(analysis::build_review(files));
}

}  // namespace streamlint::server
