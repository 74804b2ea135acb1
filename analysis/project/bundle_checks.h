// The conf rules (Rule::checks_cluster_confs: SR106, SR207, SR502, SR503) on a bundle's cluster `spark_conf`, reported where
// each key is written in the YAML (RULES.md: "where the config key is written (..., bundle YAML)").
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "analysis/finding.h"
#include "analysis/project/project_config.h"

namespace streamlint::analysis {

struct ConfigFileFindings {
  std::filesystem::path file;
  std::string text;  // the file's text, for columns
  std::vector<Finding> findings;
};

std::vector<ConfigFileFindings> check_bundle_confs(const ProjectConfig& config);

}  // namespace streamlint::analysis
