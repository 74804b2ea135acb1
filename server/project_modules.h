// The project indexes of the editor session (analysis/project/project_index.h): which modules the
// open documents import, read from the documents' unsaved text when they are open, else from disk.
// A document's project is its configuration's import roots, else the workspace folder holding it,
// else its own folder (as `streamlint check` on that folder resolves imports).
#pragma once

#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "analysis/project/project_config.h"
#include "analysis/project/project_index.h"

namespace streamlint::server {

class ProjectModules {
 public:
  // The text of an open document at `path`, or nullopt when it is not open.
  using OpenText = std::function<std::optional<std::string>(const std::string& path)>;

  explicit ProjectModules(OpenText open_text) : open_text_(std::move(open_text)) {}

  void set_workspace_folders(std::vector<std::string> folders) { folders_ = std::move(folders); }
  // The index `path`'s imports resolve in (its settings give the configured roots).
  std::shared_ptr<analysis::ProjectIndex> index_for(const std::string& path, const analysis::FileSettings& settings);
  // `path` changed (edited, saved, created or deleted): every summary built from it is forgotten.
  // Returns the files whose summaries were forgotten (the changed file's module and its importers).
  std::set<std::string> changed(const std::string& path);
  // Forgets everything (configuration changed).
  void clear() { indexes_.clear(); }

 private:
  OpenText open_text_;
  std::vector<std::string> folders_;
  std::map<std::vector<std::string>, std::shared_ptr<analysis::ProjectIndex>> indexes_;
};

}  // namespace streamlint::server
