// What the project phase needs of the workspace's files on disk that are not open: their queries'
// checkpoint locations (SR102 across files, RULES.md "workspace": every Python file of the
// workspace folders, not only the open ones) and the findings their queries cause in other files
// (a helper module's option dict). Open documents override their file's entry.
#pragma once

#include <functional>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "analysis/analyze.h"
#include "analysis/finding.h"
#include "analysis/project/project_config.h"
#include "analysis/project/project_index.h"
#include "analysis/project_facts.h"

namespace streamlint::server {

class WorkspaceIndex {
 public:
  // A file's project facts and rule selection, and the project its imports resolve in.
  struct FileContext {
    analysis::FileSettings settings;
    std::shared_ptr<analysis::ProjectIndex> modules;
    // The text `modules` reads for a file (an open document's, else the file's on disk): File::read
    // records what the analysis saw of each module it read.
    std::function<std::optional<std::string>(const std::string& path)> text_of;
  };
  using Settings = std::function<FileContext(const std::string& path)>;
  struct File {
    std::vector<analysis::CheckpointUse> checkpoints;
    std::vector<analysis::Finding> elsewhere;  // in other files, before their noqa (analyze.h)
    analysis::PipelineParts pipeline;          // SR707, SR708 across files
    std::vector<analysis::QueryStart> helper_starts;  // starts its run reaches in other files
    // For diagnostics of files that are not open (workspace/diagnostic): the file's own findings
    // before the project phase, its noqa comments, rule selection and the text they are about.
    std::vector<analysis::Finding> findings;
    std::vector<analysis::NoqaComment> noqa;
    analysis::RuleSelection selection;
    std::string text;
    // The project modules the analysis read, each with the hash (analysis/fnv.h) of the text it read:
    // what it put in an open document is about that text only.
    std::map<std::string, std::uint64_t> read;
    std::string canonical;  // the file's path with symbolic links resolved ("" when it cannot be)
  };

  // Indexes every *.py and *.sql file under `folders` (paths), as `check` would find them. Files
  // that cannot hold a query are skipped after a byte scan. Returns the number of files read.
  std::size_t index_folders(const std::vector<std::string>& folders, const Settings& settings);
  // Re-reads one file after it changed on disk (gone: forgotten), and the files whose analysis read
  // it as a project module. Files outside the indexed folders and other kinds of files are ignored.
  void update(const std::string& path, const Settings& settings);
  // Holds a file the byte scan skipped that other files' findings land in (a config module's option
  // dict, SR603 at its key): its text, noqa comments and rule selection, so workspace/diagnostic can
  // report them. True when it was added (a source file inside the folders, readable, not excluded).
  bool hold(const std::string& path, const Settings& settings);

  // By file path: every file the byte scan let through to analysis (a helper whose queries have no
  // finding of their own may still receive another file's, SR102 at its checkpoint option).
  const std::map<std::string, File>& files() const { return files_; }
  // Whether a file of the index lies under folder `path` (a deleted folder took it along).
  bool holds_files_under(const std::string& path) const;
  // Counts the index's changes: equal counts, equal files.
  std::uint64_t generation() const { return generation_; }
  // Whether `path` is a source file inside the folders that the last index_folders did not find
  // there (a module created since: every import that named it finds something else now).
  bool new_source_file(const std::string& path) const;

 private:
  bool inside(const std::string& path) const;  // under one of the indexed folders
  // `follow_objects`: a Scala file with no streaming text of its own is analysed too (another
  // Scala file of the project exports streams: its objects may start queries for this one).
  void index_file(const std::string& path, const Settings& settings, bool follow_objects = false);

  std::vector<std::string> folders_;
  std::map<std::string, File> files_;
  std::map<std::string, std::vector<std::string>> reads_;  // file -> the project modules its analysis read
  std::uint64_t generation_ = 0;
  // Scala reaches its package's objects without imports: as `check` does, a Scala file with no
  // streaming text waits until the whole index is read, and is analysed when a Scala file exports
  // streams.
  bool scala_streams_ = false;
  std::vector<std::string> scala_waiting_;
  // Files hold() refused (unreadable, excluded, outside): not read again on each refresh (a
  // keystroke's) until the file changes or the folders are read again.
  std::set<std::string> not_held_;
  std::set<std::string> discovered_;  // every source file index_folders found, read or not
};

}  // namespace streamlint::server
