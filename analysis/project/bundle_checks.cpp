#include "analysis/project/bundle_checks.h"

#include <set>

#include "analysis/analyze.h"
#include "analysis/project/file_reader.h"

namespace streamlint::analysis {

std::vector<ConfigFileFindings> check_bundle_confs(const ProjectConfig& config) {
  std::vector<ConfigFileFindings> result;
  std::set<std::filesystem::path> files;
  for (const BundleConf& c : config.bundle_confs()) files.insert(c.file);
  for (const std::filesystem::path& file : files) {
    ConfigFileFindings found{file, read_file(file).value_or(""), {}};
    // The editor's way too: analyze() checks a YAML file's cluster confs.
    found.findings = analyze({.path = file.string(), .text = found.text}, {}, {}).findings;
    if (!found.findings.empty()) result.push_back(std::move(found));
  }
  return result;
}

}  // namespace streamlint::analysis
