// A Databricks Asset Bundle's YAML (databricks.yml and the files it includes) as a file to check:
// the conf rules (Rule::checks_cluster_confs) on each job cluster's `spark_conf`, reported where
// each key is written (RULES.md: "where the config key is written (..., bundle YAML)"). `check`
// reaches it through the bundle it loads, the editor through an open YAML document; both call
// analyze() (analyze.h), which comes here for a .yml/.yaml path.
#pragma once

#include <string_view>
#include <vector>

#include "analysis/finding.h"
#include "analysis/rule_selection.h"

namespace streamlint::analysis {

// The findings in `text` (the YAML of `path`); each cluster is judged with its own spark_version
// and its own confs. YAML that does not parse gives none (the configuration loader reports it).
std::vector<Finding> check_cluster_confs(std::string_view text, std::string_view path, const RuleSelection& selection);

}  // namespace streamlint::analysis
