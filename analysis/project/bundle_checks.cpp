#include "analysis/project/file_reader.h"
#include "analysis//project/bundle_checks.h"

#include <fstream>
#include <map>
#include <sstream>

#include "analysis/query_model/value.h"
#include "analysis/rules/rule.h"

namespace streamlint::analysis {
namespace {

// Byte offset of (line, column) in `text`, both 0-based.
std::uint32_t offset_of(const std::string& text, int line, int column) {
  std::size_t at = 0;
  for (int l = 0; l < line && at != std::string::npos; ++l) {
    at = text.find('\n', at);
    if (at != std::string::npos) ++at;
  }
  if (at == std::string::npos) at = text.size();
  return static_cast<std::uint32_t>(std::min(at + static_cast<std::size_t>(column), text.size()));
}

}  // namespace

std::vector<ConfigFileFindings> check_bundle_confs(const ProjectConfig& config) {
  // Group the entries per cluster: each cluster has its own runtime and RocksDB setting.
  std::map<int, std::vector<const BundleConf*>> clusters;
  for (const BundleConf& c : config.bundle_confs()) clusters[c.cluster].push_back(&c);
  std::map<std::filesystem::path, ConfigFileFindings> by_file;
  for (const auto& [id, confs] : clusters) {
    ConfigFileFindings& out = by_file[confs.front()->file];
    if (out.file.empty()) {
      out.file = confs.front()->file;
      out.text = read_file(out.file).value_or("");
    }
    ModuleModel model;
    for (const BundleConf* c : confs) {
      const std::uint32_t start = offset_of(out.text, c->line, c->column);
      // Absolute spans: the rules resolve them against the YAML text.
      const Span key{nullptr, 0, start, start + static_cast<std::uint32_t>(c->key.size())};
      model.session_confs.push_back({c->key, make_value(StringValue{c->value}), key});
    }
    ProjectFacts project;
    project.target_dbr = confs.front()->dbr;
    project.compute = Compute::Classic;
    RuleCache cache;
    RuleContext ctx{model, project, out.text, out.findings, cache};
    for (const Rule& rule : all_rules()) {
      if (rule.checks_cluster_confs) rule.check(ctx);
    }
  }
  std::vector<ConfigFileFindings> result;
  for (auto& [file, findings] : by_file) {
    if (!findings.findings.empty()) result.push_back(std::move(findings));
  }
  return result;
}

}  // namespace streamlint::analysis
