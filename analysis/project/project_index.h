// The project index: the project's Python modules by dotted name, each summarised on demand
// (DESIGN.md "The query model": per-file summaries linked by the project index; RULES.md "Project
// scope"). Imports resolve as Python resolves them with the roots on sys.path:
//   `import a.b`      -> <root>/a/b.py or <root>/a/b/__init__.py (a folder without __init__.py is a
//                        namespace package), the first root that holds it winning;
//   `from . import x` -> relative to the importing module's package (module_summary.h).
// Roots come from `[tool.streamlint] src = [...]` when set, else the project folder and its `src/`
// (project_roots). A module no root holds is a library: its values are unknown.
//
// Only regular files under the roots are read. Summaries are computed once and shared by every
// file that imports them (the index is safe to use from several threads). Modules on one import
// cycle (read from their import statements) see each other's names as unknown: what a module on a
// cycle binds would otherwise depend on which module was imported first.
#pragma once

#include <atomic>
#include <filesystem>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "analysis/query_model/module_summary.h"

namespace streamlint::analysis {

class ProjectIndex : public ModuleResolver {
 public:
  // Reads a file's text (tests and the editor give open documents' unsaved text); nullopt when it
  // cannot be read.
  using Reader = std::function<std::optional<std::string>(const std::filesystem::path&)>;

  // `fallback` answers for modules no root holds (an entry folder's index falls back on the
  // project's).
  explicit ProjectIndex(std::vector<std::filesystem::path> roots, Reader reader = {},
                        ModuleResolver* fallback = nullptr);

  const std::vector<std::filesystem::path>& roots() const { return roots_; }
  const Reader& reader() const { return reader_; }
  // The module `file` is: its dotted name under the first root holding it (empty name when none).
  ModuleIdentity identity_of(const std::filesystem::path& file) const;
  // The file holding module `dotted`, or nullopt when no root has it.
  std::optional<std::filesystem::path> file_of(std::string_view dotted);

  std::shared_ptr<const ModuleSummary> summary(std::string_view dotted) override;
  // The summary of Scala object `qualified` ("com.acme.Sources"; scala_objects.h), or null when no
  // *.scala file under the roots declares it: a view of its file's summary (the Scala front-end
  // lowers a file's objects into one module, members bound by qualified name; scala_lowering.h)
  // that looks its members up by their plain names. An object nested in another
  // ("com.acme.Settings.Root") is looked up in the outermost one's file, its members under its path
  // there ("Settings.Root."). Scala ties no file to a path, so the first call reads the
  // declarations of every Scala file under the roots.
  // `except_file` (canonical): a file whose objects are not summarised (the entry being analysed
  // reads its own objects directly).
  std::shared_ptr<const ModuleSummary> scala_summary(std::string_view qualified, std::string_view except_file = {});
  // True when project module `dotted`, or a project module it imports, can hand an importer a
  // stream, a writer or a streaming conf (prefilter.h may_export_streams): a file importing it may
  // start queries through it. False for modules that are not the project's.
  bool may_export_streams(std::string_view dotted);
  // The project modules `dotted` imports, read from its import statements (imported_module_names).
  std::vector<std::string> imports_of(std::string_view dotted);
  // True when `a` and `b` are one module or on one import cycle.
  bool same_cycle(std::string_view a, std::string_view b);

  // Set by a caller that scans every file under the roots (and tells the index about each with
  // remember): then a module no scanned file exports streams from exports none.
  void set_fully_scanned(bool yes) { fully_scanned_ = yes; }
  bool fully_scanned() const { return fully_scanned_; }

  // True when `folder` is one of the roots.
  bool is_root(const std::filesystem::path& folder) const;
  // True when one of `modules` (absolute names a file in `folder` imports) may export streams,
  // looked up as that file's imports resolve (its folder first).
  bool imports_may_export(const std::vector<std::string>& modules, const std::filesystem::path& folder);
  // The index of an entry's own folder (Python puts the script's folder first on sys.path): its
  // modules first, then this index's. Shared by the entries of one folder.
  std::shared_ptr<ProjectIndex> folder_index(const std::filesystem::path& folder);

  // What a scan learnt of `file` from its text (prefilter.h), so the index need not read it again
  // to follow its imports: whether it exports streams, else the modules it imports (read with
  // importable_identity).
  void remember(const std::filesystem::path& file, bool exports_streams, std::vector<std::string> imports);
  // The Scala objects a scan read `file` to declare (scala_object_names), so the first Scala
  // lookup does not read that file again.
  void remember_scala_objects(const std::filesystem::path& file, std::vector<std::string> names);
  // Set by a scan whose files are every Scala file under the roots, `count` of them: once each was
  // told (remember_scala_objects) before the first lookup, the lookup walks no folder.
  void expect_scala_files(std::size_t count) { scala_files_expected_ = count; }
  // Whether a Scala file that may start queries was seen (note_scala_streams): only then can a
  // lookup come, and a scan tells the index the other files' objects too.
  void note_scala_streams() { scala_streams_ = true; }
  bool scala_streams() const { return scala_streams_; }
  // identity_of, or for a file no root holds its stem (as its folder's index names it).
  ModuleIdentity importable_identity(const std::filesystem::path& file) const;

  // Forgets what the index knows about `file` and every summary that depends on it (the file
  // changed on disk or in the editor). Returns the dotted names forgotten.
  std::vector<std::string> invalidate(const std::filesystem::path& file);
  // Every summary computed so far, by module name.
  std::map<std::string, std::shared_ptr<const ModuleSummary>> summaries() const;

 private:
  struct Located {
    std::filesystem::path file;  // empty for a namespace package (a folder without __init__.py)
    bool package = false;
  };
  class CycleGuard;
  class ScalaObjects;
  // What following imports needs of a module: whether it can hand out streams (prefilter.h), and
  // the modules its import statements name (absolute, not yet checked against the roots).
  struct Facts {
    bool exports_streams = false;
    std::vector<std::string> imports;
  };
  std::optional<Located> locate(std::string_view dotted);
  Facts facts_of(const std::string& dotted, const Located& where);
  // A folder's entries (name -> is a directory), listed once: locating modules by listing beats a
  // stat per candidate path (an import of `sys` would probe three paths under every root).
  const std::map<std::string, bool>* entries(const std::string& folder);  // canonical, ending in '/' 
  // `dotted` is the summary's key: a Python module's name, or "scala:" and a Scala file's path.
  std::shared_ptr<const ModuleSummary> compute(const std::string& dotted, const Located& where);
  // The file declaring Scala object `qualified` (canonical), once every Scala file was read. Where
  // several files declare it (two builds' default-package `Utils`), the one nearest `near` (the
  // longest folder path they share), the first listed on a tie.
  std::optional<std::string> scala_file_of(std::string_view qualified, std::string_view near = {});

  std::vector<std::filesystem::path> roots_;
  std::vector<std::string> canonical_roots_;  // absolute, normal, generic, ending in '/'
  bool fully_scanned_ = false;
  std::optional<std::size_t> scala_files_expected_;
  std::atomic<bool> scala_streams_{false};
  Reader reader_;
  ModuleResolver* fallback_;
  mutable std::mutex mutex_;
  std::map<std::string, std::optional<Located>, std::less<>> located_;
  std::map<std::string, std::shared_ptr<const ModuleSummary>, std::less<>> summaries_;
  std::map<std::string, bool, std::less<>> relevant_;  // may_export_streams, once known
  std::map<std::string, std::vector<std::string>, std::less<>> imports_;  // imports_of
  std::map<std::string, Facts, std::less<>> facts_;                      // by file path
  // Scala objects by qualified name -> canonical file, read on first use (scala_file_of).
  std::optional<std::map<std::string, std::vector<std::string>, std::less<>>> scala_objects_;
  // What remember_scala_objects was told, by canonical file; read instead of the file.
  std::map<std::string, std::vector<std::string>, std::less<>> scala_declared_;
  // Folder listings, shared with the folder indexes this index makes (the file system is one).
  struct Listings {
    std::mutex mutex;
    std::map<std::string, std::optional<std::map<std::string, bool>>, std::less<>> folders;
  };
  std::shared_ptr<Listings> listings_ = std::make_shared<Listings>();
  // Facts this index (or its parent) already holds for a file, else nullopt.
  std::optional<Facts> known_facts(const std::string& file);
  std::map<std::string, std::shared_ptr<ProjectIndex>> folder_indexes_;
  std::map<std::string, std::size_t, std::less<>> cycle_;  // import cycle (strongly connected component) ids
  std::size_t next_cycle_ = 0;
};

// The absolute, lexically normal form of `path` with '/' separators (cheap for plain paths).
std::string canonical_path(const std::filesystem::path& path);

// The import roots of a project folder: `src` entries of its configuration (relative to it) when
// given, else the folder itself and its `src/` when that exists.
std::vector<std::filesystem::path> project_roots(const std::filesystem::path& folder,
                                                 const std::vector<std::string>& configured_src = {});

// The folder Python's sys.path needs for the modules of `folder`: `folder` itself, or when it is a
// package (holds __init__.py) the first folder above it that is not, so `etl/jobs/payments.py`
// checked alone is `etl.jobs.payments` and its `from ..lib import x` resolves (the rule pytest's
// "prepend" import mode uses to find a test module's base directory,
// https://docs.pytest.org/en/stable/explanation/pythonpath.html). Climbs at most 32 folders.
std::filesystem::path package_base(const std::filesystem::path& folder);

// The folder a Scala file's project is, when nothing names it (the file is checked alone): the
// folder holding the `src/` of an sbt/Maven/Gradle layout (`src/main/scala`, `src/test/scala`), else
// the nearest folder above it with a build file (build.sbt, pom.xml, build.gradle[.kts], build.sc),
// else the file's own folder. Scala objects in one package usually sit in separate folders.
std::filesystem::path scala_project_folder(const std::filesystem::path& file);

// A resolver for one entry file: the project index first, then the entry's own folder (Python puts
// the script's folder first on sys.path, and Databricks the notebook's), whose modules are
// summarised for this entry only. A Scala entry (`*.scala`) resolves Scala objects instead
// (ProjectIndex::scala_summary).
class EntryResolver : public ModuleResolver {
 public:
  EntryResolver(std::shared_ptr<ProjectIndex> index, const std::filesystem::path& entry_file);
  std::shared_ptr<const ModuleSummary> summary(std::string_view dotted) override;
  ModuleIdentity identity() const { return identity_; }
  // ProjectIndex::may_export_streams, for the modules this entry can import.
  bool may_export_streams(std::string_view dotted) {
    return local_ ? local_->may_export_streams(dotted) : index_->may_export_streams(dotted);
  }

 private:
  std::shared_ptr<ProjectIndex> index_;
  std::shared_ptr<ProjectIndex> local_;  // the entry's folder, when no project root is that folder
  ModuleIdentity identity_;
  bool scala_ = false;
  std::string file_;  // a Scala entry's canonical path
};

}  // namespace streamlint::analysis
