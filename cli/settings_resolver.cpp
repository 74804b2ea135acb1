#include "cli/settings_resolver.h"

#include <ostream>
#include <sstream>

#include "analysis/baseline/lock_file.h"
#include "analysis/project/bundle_checks.h"
#include "analysis/project/project_index.h"
#include "cli/file_scan.h"

namespace streamlint::cli {

std::string shown_path(const std::filesystem::path& file) {
  std::error_code ec;
  const auto relative = std::filesystem::relative(file, ec);
  return ec || relative.empty() || *relative.begin() == ".." ? file.string() : relative.string();
}

analysis::FileSettings SettingsResolver::settings_for(const std::filesystem::path& file) {
  const std::filesystem::path folder = file.parent_path().empty() ? "." : file.parent_path();
  const analysis::ProjectConfig& config = config_for(std::filesystem::path(analysis::canonical_path(folder)));
  for (const auto& e : config.errors()) {
    if (ignore_lock_files_ && e.file.filename() == analysis::kLockFileName) continue;
    std::ostringstream where;
    where << e.file.string();
    if (e.line) where << ':' << e.line;
    if (reported_.insert(where.str() + ' ' + e.message).second) {
      err_ << "streamlint: invalid configuration: " << where.str() << ": " << e.message << '\n';
      failed_ = true;
    }
  }
  analysis::FileSettings s = config.settings_for(file);
  if (target_dbr_) s.project.target_dbr = target_dbr_;
  if (compute_) s.project.compute = *compute_;
  return s;
}

std::vector<std::filesystem::path> SettingsResolver::bundle_files() const {
  std::set<std::filesystem::path> files;
  for (const auto& [key, config] : configs_) {
    for (const analysis::BundleConf& c : config.bundle_confs()) files.insert(c.file);
  }
  return {files.begin(), files.end()};
}

std::vector<FileReport> SettingsResolver::bundle_reports(const std::set<std::string>& skip) {
  std::vector<FileReport> reports;
  std::set<std::string> seen;
  for (const auto& [key, config] : configs_) {
    if (!config.bundle_file() || !seen.insert(config.bundle_file()->string()).second) continue;
    const analysis::RuleSelection selection = config.settings_for(*config.bundle_file()).selection;
    for (auto& found : analysis::check_bundle_confs(config)) {
      if (skip.contains(analysis::canonical_path(found.file))) continue;
      const std::string path = shown_path(found.file);
      FileReport report{path, artifact_uri(path), std::move(found.text), {}, {}, {}};
      for (auto& f : found.findings) {
        if (selection.enabled(f.code)) report.findings.push_back(std::move(f));
      }
      analysis::assign_fingerprints(report.findings, report.text);
      if (!report.findings.empty()) reports.push_back(std::move(report));
    }
  }
  return reports;
}

// A folder without config files has its parent's configuration: walk up only to the nearest folder
// seen before or holding a config file, and share one ProjectConfig between them.
const analysis::ProjectConfig& SettingsResolver::config_for(const std::filesystem::path& folder) {
  const std::string key = folder.string();
  if (auto known = config_key_.find(key); known != config_key_.end()) return configs_.at(known->second);
  std::string owner = key;
  if (!analysis::ProjectConfig::holds_config(folder) && folder.has_parent_path() && folder.parent_path() != folder) {
    config_for(folder.parent_path());
    owner = config_key_.at(folder.parent_path().string());
  } else {
    configs_.emplace(key, analysis::ProjectConfig::discover(folder));
  }
  config_key_[key] = owner;
  return configs_.at(owner);
}

}  // namespace streamlint::cli
