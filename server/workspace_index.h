// The checkpoint locations of the queries in the workspace's files on disk, for SR102 across files
// in the editor (RULES.md "workspace": every Python file of the workspace folders, not only the
// open ones). Open documents override their file's entry (the server asks for the others).
#pragma once

#include <functional>
#include <map>
#include <string>
#include <vector>

#include "analysis/project/project_config.h"
#include "analysis/project_facts.h"

namespace streamlint::server {

class WorkspaceIndex {
 public:
  // The project facts and rule selection for a file path (the server's settings lookup).
  using Settings = std::function<analysis::FileSettings(const std::string& path)>;

  // Indexes every *.py and *.sql file under `folders` (paths), as `check` would find them. Files
  // that cannot hold a query are skipped after a byte scan. Returns the number of files read.
  std::size_t index_folders(const std::vector<std::string>& folders, const Settings& settings);
  // Re-reads one file after it changed on disk (gone: forgotten). Files outside the indexed folders
  // and other kinds of files are ignored.
  void update(const std::string& path, const Settings& settings);

  // Checkpoint uses by file path (files with none are left out).
  const std::map<std::string, std::vector<analysis::CheckpointUse>>& files() const { return files_; }

 private:
  void index_file(const std::string& path, const Settings& settings);

  std::vector<std::string> folders_;
  std::map<std::string, std::vector<analysis::CheckpointUse>> files_;
};

}  // namespace streamlint::server
