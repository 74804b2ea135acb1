#include "analysis/bundle_yaml.h"

#include <map>

#include "analysis/project/project_config.h"
#include "analysis/query_model/value.h"
#include "analysis/rules/rule.h"

namespace streamlint::analysis {
namespace {

// Byte offset of (line, column) in `text`, both 0-based.
std::uint32_t offset_of(std::string_view text, int line, int column) {
  std::size_t at = 0;
  for (int l = 0; l < line && at != std::string_view::npos; ++l) {
    at = text.find('\n', at);
    if (at != std::string_view::npos) ++at;
  }
  if (at == std::string_view::npos) at = text.size();
  return static_cast<std::uint32_t>(std::min(at + static_cast<std::size_t>(column), text.size()));
}

}  // namespace

std::vector<Finding> check_cluster_confs(std::string_view text, std::string_view path, const RuleSelection& selection) {
  // Per cluster: each has its own runtime and RocksDB setting.
  std::map<int, std::vector<BundleConf>> clusters;
  for (BundleConf& c : cluster_confs_in_yaml(text, std::string(path))) clusters[c.cluster].push_back(std::move(c));
  std::vector<Finding> findings;
  for (const auto& [id, confs] : clusters) {
    ModuleModel model;
    for (const BundleConf& c : confs) {
      const std::uint32_t start = offset_of(text, c.line, c.column);
      // Absolute spans: the rules resolve them against the YAML text.
      const Span key{nullptr, 0, start, start + static_cast<std::uint32_t>(c.key.size())};
      SessionConf conf{c.key, make_value(StringValue{c.value}), key};
      // The value as written (plain, or in its quotes): SR207 and SR502 rewrite it there.
      if (c.value_line >= 0 && !c.value.empty()) {
        const std::uint32_t at = offset_of(text, c.value_line, c.value_column);
        const bool quoted = at < text.size() && (text[at] == '"' || text[at] == '\'');
        const auto size = static_cast<std::uint32_t>(c.value.size() + (quoted ? 2 : 0));
        const std::string_view written = at + size <= text.size() ? text.substr(at, size) : std::string_view{};
        if (!written.empty() && written.substr(quoted ? 1 : 0, c.value.size()) == c.value &&
            (!quoted || written.back() == written.front())) {
          conf.value_range = Span{nullptr, 0, at, at + size};
          conf.value_is_literal = true;
        }
      }
      model.session_confs.push_back(std::move(conf));
    }
    ProjectFacts project;
    project.target_dbr = confs.front().dbr;
    project.compute = Compute::Classic;
    project.cluster_conf = true;
    RuleCache cache;
    RuleContext ctx{model, project, text, findings, cache, path};
    for (const Rule& rule : all_rules()) {
      if (rule.checks_cluster_confs && selection.enabled(rule.doc.code)) rule.check(ctx);
    }
  }
  return findings;
}

}  // namespace streamlint::analysis
