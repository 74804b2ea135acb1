// Project configuration: where a file's project facts and rule selection come from
// (RULES.md "Project facts"; first wins: editor settings, CLI flags, this file's config, bundles).
//
//   streamlint.toml (top-level keys) or pyproject.toml [tool.streamlint], nearest folder upward:
//     target-dbr = "15.4"         compute = "serverless" | "classic" | "pipeline"
//     select = ["SR1", "SR301"]   ignore = ["SR208"]   exclude = ["legacy/*"]
//     per-file-ignores = { "tests/*" = ["SR101"] }
//     spark-conf = { "spark.sql.streaming.stateStore.providerClass" = "..." }
//     long-watermark-threshold = "3 days"   (SR208; default "1 day")
//     src = ["src", "."]          folders imports resolve from (default: the config's folder and its src/)
//   streamlint.lock, nearest folder upward: the recorded query shapes SR104 / SR105 compare with.
//   databricks.yml (Databricks Asset Bundle) and the files its `include:` lists: each job task's
//   python_file / notebook_path gets its cluster's spark_version (DBR) and spark_conf, or
//   serverless (environment_key or no cluster); pipeline libraries get `pipeline`.
//
// Paths in patterns are relative to the config file's folder, with `/` separators; `*` matches
// across folders.
#pragma once

#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "analysis/project_facts.h"
#include "analysis/rule_selection.h"

namespace streamlint::analysis {

// A problem in a configuration file: shown to the user, never fatal to the analysis of others.
struct ConfigError {
  std::filesystem::path file;
  int line = 0;  // 1-based; 0 when unknown
  std::string message;
};

struct FileSettings {
  ProjectFacts project;
  RuleSelection selection;
  bool excluded = false;
  // Where the project's imports resolve from (project_index.h): `src` or the project folder (the
  // config file's, else the bundle's) and its src/. Empty when no project folder is known.
  std::vector<std::filesystem::path> import_roots{};
  // When import_roots is empty: the folder of the nearest plain pyproject.toml (one without a
  // [tool.streamlint] section) and its src/. The caller resolves from its own roots (the folder
  // checked, the workspace folder, a package's base) first, then from these: such a file may
  // lie far above the code checked (a monorepo's root).
  std::vector<std::filesystem::path> python_project_roots{};
};

// The facts a bundle gives one file.
struct BundleTarget {
  std::optional<DbrVersion> dbr;
  Compute compute = Compute::Unknown;
  std::string pipeline;  // the bundle's pipeline resource whose library the file is ("" none)
  std::vector<std::pair<std::string, std::string>> spark_conf;
  bool conflicting = false;  // two tasks disagree: no verdict
};

// One `spark_conf` entry of a bundle cluster, where it is written.
struct BundleConf {
  std::filesystem::path file;
  int line = 0;    // 0-based
  int column = 0;  // 0-based, bytes
  std::string key;
  std::string value;
  std::optional<DbrVersion> dbr;  // the cluster's spark_version
  int cluster = 0;                // entries of one cluster share this id
  int value_line = -1;            // where the value is written (0-based line and byte column), -1 unknown
  int value_column = -1;
};

class ProjectConfig {
 public:
  // Finds and loads the configuration for files in `folder` (searching it and its parents).
  static ProjectConfig discover(const std::filesystem::path& folder);
  // True when `folder` itself holds a file discover() would read (a cheap pre-check for caches:
  // a folder without one has its parent's configuration).
  static bool holds_config(const std::filesystem::path& folder);

  FileSettings settings_for(const std::filesystem::path& file) const;
  const std::vector<ConfigError>& errors() const { return errors_; }
  const std::optional<std::filesystem::path>& config_file() const { return config_file_; }
  const std::optional<std::filesystem::path>& bundle_file() const { return bundle_file_; }
  const std::vector<BundleConf>& bundle_confs() const { return bundle_confs_; }
  // Whether `file` is a notebook the bundle's tasks run, or one such a notebook runs (`%run`,
  // dbutils.notebook.run): its text decides which notebooks run on a task's compute.
  bool bundle_runs(const std::filesystem::path& file) const;

 private:
  void load_toml(const std::filesystem::path& file, bool pyproject);
  void load_bundle(const std::filesystem::path& file);
  // The facts the bundle gives the file whose normalised path is `key` (a task's notebook, or one it
  // runs), or null.
  const BundleTarget* bundle_target(const std::string& key) const;

  std::optional<std::filesystem::path> config_file_;
  std::optional<std::filesystem::path> lock_file_;
  std::optional<std::filesystem::path> bundle_file_;
  // The folder of the nearest pyproject.toml, with our section or not: a Python project's folder,
  // whose `src/` holds its packages when nothing else names the import roots.
  std::optional<std::filesystem::path> python_project_;
  ProjectFacts facts_;
  RuleSelection selection_;
  std::vector<std::string> exclude_;
  std::vector<std::string> src_;
  std::vector<std::pair<std::string, std::vector<std::string>>> per_file_ignores_;
  std::map<std::string, BundleTarget> bundle_targets_;  // normalised absolute path -> facts
  // Absolute patterns of pipeline libraries (`glob.include`), each with its pipeline's facts.
  std::vector<std::pair<std::string, BundleTarget>> pipeline_globs_;
  std::vector<BundleConf> bundle_confs_;
  std::vector<ConfigError> errors_;
};

// The cluster `spark_conf` entries written in one bundle YAML text (`resources.jobs.*`: each
// job cluster's and each task's `new_cluster`), with their positions in `text`. YAML that does not
// parse, or holds no jobs, gives none.
std::vector<BundleConf> cluster_confs_in_yaml(std::string_view text, const std::filesystem::path& file);

// True for a path (or URI) ending in .yml or .yaml (any case): bundle configuration.
bool is_yaml_path(std::string_view path);

// fnmatch-style match of a relative `/`-separated path; a pattern without `/` also matches the
// file name or any folder name on its way (`legacy`), and `dir/` everything below dir.
bool path_matches(const std::string& pattern, const std::string& relative_path);

}  // namespace streamlint::analysis
