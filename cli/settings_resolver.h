// Project settings for each checked file: configuration files and bundles found upward from the
// file's folder (shared along folder chains), overridden by command-line facts. Each configuration
// error is printed once.
#pragma once

#include <filesystem>
#include <iosfwd>
#include <map>
#include <optional>
#include <set>
#include <string>

#include <vector>

#include "analysis/project/project_config.h"
#include "cli/file_report.h"

namespace streamlint::cli {

// A file the scan did not walk to (a bundle's YAML) as reports show it: relative to the working
// folder when inside it, else as found.
std::string shown_path(const std::filesystem::path& file);

class SettingsResolver {
 public:
  SettingsResolver(std::optional<analysis::DbrVersion> target_dbr, std::optional<analysis::Compute> compute,
                   std::ostream& err)
      : target_dbr_(target_dbr), compute_(compute), err_(err) {}

  analysis::FileSettings settings_for(const std::filesystem::path& file);
  // `streamlint lock` writes the lock anew: a lock it cannot read (merge conflict markers) is no
  // error then, and its baseline is not read.
  void ignore_lock_files() { ignore_lock_files_ = true; }
  // Findings of the conf rules in the bundles seen so far (once per bundle file), as reports.
  // `skip`: files checked as files of the scan (a folder's --fix makes its bundle files jobs).
  std::vector<FileReport> bundle_reports(const std::set<std::string>& skip = {});
  // The YAML files of the bundles seen so far (databricks.yml and what it includes), as read.
  std::vector<std::filesystem::path> bundle_files() const;
  // True once an invalid configuration was reported (the run then exits 2).
  bool failed() const { return failed_; }

 private:
  const analysis::ProjectConfig& config_for(const std::filesystem::path& folder);

  std::optional<analysis::DbrVersion> target_dbr_;
  std::optional<analysis::Compute> compute_;
  std::ostream& err_;
  std::map<std::string, analysis::ProjectConfig> configs_;  // by the folder whose discovery made it
  std::map<std::string, std::string> config_key_;           // folder -> key into configs_
  std::set<std::string> reported_;
  bool failed_ = false;
  bool ignore_lock_files_ = false;
};

}  // namespace streamlint::cli
