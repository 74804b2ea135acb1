#include "server/workspace_index.h"

#include <algorithm>
#include <filesystem>
#include <utility>

#include "analysis/analyze.h"
#include "analysis/fnv.h"
#include "analysis/jupyter/notebook_json.h"
#include "analysis/jupyter/notebook_module.h"
#include "analysis/jupyter/notebook_results.h"
#include "analysis/jupyter/output_skipping.h"
#include "analysis/prefilter.h"
#include "analysis/project/file_discovery.h"
#include "analysis/project/file_reader.h"
#include "analysis/scala/scala_source.h"
#include "analysis/sql_file.h"

namespace streamlint::server {

std::size_t WorkspaceIndex::index_folders(const std::vector<std::string>& folders, const Settings& settings) {
  folders_ = folders;
  files_.clear();
  reads_.clear();
  ++generation_;
  scala_streams_ = false;
  scala_waiting_.clear();
  not_held_.clear();
  const analysis::Discovery found = analysis::discover_files(folders);
  discovered_.clear();
  for (const auto& path : found.files) discovered_.insert(path.string());
  for (const auto& path : found.files) index_file(path.string(), settings);
  if (scala_streams_) {
    for (const std::string& path : std::exchange(scala_waiting_, {})) index_file(path, settings, true);
  }
  scala_waiting_.clear();
  return found.files.size();
}

bool WorkspaceIndex::new_source_file(const std::string& path) const {
  return inside(path) && analysis::is_source_path(path) && !discovered_.count(path);
}

bool WorkspaceIndex::inside(const std::string& path) const {
  return std::any_of(folders_.begin(), folders_.end(), [&](std::string folder) {
    while (folder.size() > 1 && folder.back() == '/') folder.pop_back();  // "file:///ws/" names /ws too
    return path.size() > folder.size() && path.compare(0, folder.size(), folder) == 0 && path[folder.size()] == '/';
  });
}

bool WorkspaceIndex::hold(const std::string& path, const Settings& settings) {
  if (files_.count(path) || not_held_.count(path)) return false;
  const auto refuse = [&] {
    not_held_.insert(path);
    return false;
  };
  if (!inside(path) || !analysis::is_source_path(path) || analysis::is_jupyter_path(path)) return refuse();
  const FileContext context = settings(path);
  if (context.settings.excluded) return refuse();
  std::optional<std::string> text = analysis::read_file(path);
  if (!text) return refuse();
  std::error_code error;
  File held;
  held.noqa = analysis::noqa_comments(path, *text);
  held.selection = context.settings.selection;
  held.text = std::move(*text);
  held.canonical = std::filesystem::weakly_canonical(path, error).string();
  files_.emplace(path, std::move(held));
  ++generation_;
  return true;
}

void WorkspaceIndex::update(const std::string& path, const Settings& settings) {
  if (!inside(path) || !analysis::is_source_path(path)) return;
  // The files whose analysis read it (a helper module's importers) are read again too: their
  // queries' checkpoints and findings come from its code.
  std::vector<std::string> again{path};
  for (const auto& [file, modules] : reads_) {
    if (file != path && std::find(modules.begin(), modules.end(), path) != modules.end()) again.push_back(file);
  }
  ++generation_;
  not_held_.erase(path);
  for (const std::string& file : again) {
    files_.erase(file);
    reads_.erase(file);
    std::error_code ec;
    if (std::filesystem::is_regular_file(file, ec)) index_file(file, settings, scala_streams_);
  }
  scala_waiting_.clear();  // only a whole index's read waits for its Scala files
}

void WorkspaceIndex::index_file(const std::string& path, const Settings& settings, bool follow_objects) {
  std::optional<std::string> text;
  std::shared_ptr<const analysis::NotebookText> notebook;
  if (analysis::is_jupyter_path(path)) {  // a notebook is read as its code cells, like `check` reads it
    analysis::NotebookRead read = analysis::read_jupyter_file(path);
    if (!read.notebook) return;
    notebook = analysis::NotebookText::of(std::move(*read.notebook));
    text = notebook->text();
  } else {
    text = analysis::read_file(path);
  }
  if (!text) return;
  const bool sql = analysis::is_sql_path(path);
  const bool python = !sql && !analysis::is_scala_path(path);
  const FileContext context = settings(path);
  const analysis::FileSettings& s = context.settings;
  if (s.excluded) return;
  std::optional<analysis::EntryResolver> modules;
  // Python modules or Scala objects (a SQL notebook's Python cells import too).
  if (context.modules) modules.emplace(context.modules, path);
  const bool scala = !sql && !python;
  const analysis::PrefilterVerdict verdict = sql ? analysis::PrefilterVerdict{} : analysis::prefilter(*text);
  if (scala && verdict.may_export_streams) scala_streams_ = true;
  const bool may_have_findings =
      sql ? analysis::sql_may_have_findings(*text)
          : verdict.may_have_findings || (scala && modules && follow_objects) ||
                (python && modules &&
                 context.modules->imports_may_export(analysis::imported_module_names(*text, modules->identity()),
                                                     std::filesystem::path(path).parent_path()));
  if (!may_have_findings) {
    if (scala && modules && !notebook) scala_waiting_.push_back(path);
    return;
  }
  analysis::Snapshot snapshot{.path = path, .text = notebook ? std::string_view(notebook->python().text()) : *text, .fixes = false};
  if (modules) {
    snapshot.modules = &*modules;
    snapshot.identity = modules->identity();
  }
  analysis::AnalysisResult result = analysis::analyze_module(snapshot, s.project, s.selection);
  if (notebook && notebook->scala()) {  // its Scala cells, as `check` reads them (notebook_results.h)
    analysis::analyze_scala_cells(result, *notebook, path, context.modules, {.path = path, .text = "", .fixes = false},
                                  s.project, s.selection);
  }
  std::error_code error;
  const std::string canonical = std::filesystem::weakly_canonical(path, error).string();
  std::map<std::string, std::uint64_t> read;
  for (const std::string& module : result.module_files) {
    const std::string name = std::filesystem::path(module).lexically_normal().string();
    if (auto seen = context.text_of ? context.text_of(name) : std::nullopt) {
      read[name] = analysis::fnv_mix(analysis::kFnvOffsetBasis, *seen);
    }
  }
  if (!result.module_files.empty()) reads_[path] = std::move(result.module_files);
  files_[path] = File{std::move(result.checkpoints),
                      std::move(result.elsewhere),
                      std::move(result.pipeline),
                      std::move(result.helper_starts),
                      std::move(result.findings),
                      std::move(result.noqa),
                      s.selection,
                      std::move(*text),
                      std::move(read),
                      canonical};
}

bool WorkspaceIndex::holds_files_under(const std::string& path) const {
  const std::string folder = std::filesystem::path(path).lexically_normal().string();
  const std::string prefix = folder.ends_with('/') ? folder : folder + "/";
  const auto it = files_.lower_bound(prefix);
  return it != files_.end() && it->first.starts_with(prefix);
}

}  // namespace streamlint::server
