// SR104 state-schema-changed, in-file form: one checkpoint reused by queries run one after the
// other whose stateful operators differ (RULES.md checkpoint; streaming-facts.md §1.4-1.5).
#include <algorithm>

#include "analysis/rules/query_facts.h"
#include "analysis/rules/rule.h"

namespace streamlint::analysis {
namespace {

std::string describe(const StatefulOperator& op) {
  std::vector<std::string> keys = op.keys;
  keys.insert(keys.end(), op.window_columns.begin(), op.window_columns.end());
  std::sort(keys.begin(), keys.end());
  std::string out = std::string(to_string(op.kind)) + "(";
  for (std::size_t i = 0; i < keys.size(); ++i) out += (i ? ", " : "") + keys[i];
  out += op.subset_all ? "*" : "";
  out += ")";
  if (!op.join_type.empty()) out += " " + op.join_type;
  return out;
}

}  // namespace

void check_sr104_state_schema_changed(RuleContext& ctx) {
  const auto& queries = ctx.model.queries;
  for (std::size_t i = 0; i < queries.size(); ++i) {
    for (std::size_t j = 0; j < queries.size(); ++j) {
      const StreamingQuery& before = queries[i];
      const StreamingQuery& after = queries[j];
      if (i == j || !runs_before(before, after)) continue;
      const auto path = checkpoint_path(before);
      if (!path || checkpoint_path(after) != path || !before.writer.input || !after.writer.input) continue;
      const QueryShape a = shape_of(before), b = shape_of(after);
      if (std::any_of(a.operators.begin(), a.operators.end(), [](const auto& o) { return !o.keys_known; }) ||
          std::any_of(b.operators.begin(), b.operators.end(), [](const auto& o) { return !o.keys_known; })) {
        continue;  // unknown keys: no verdict
      }
      std::size_t k = 0;
      while (k < a.operators.size() && k < b.operators.size() && describe(a.operators[k]) == describe(b.operators[k])) ++k;
      if (k == a.operators.size() && k == b.operators.size()) continue;
      const SourceRange at = k < b.operators.size() ? b.operators[k].range : after.terminal_range;
      const std::string was = k < a.operators.size() ? describe(a.operators[k]) : "no stateful operator";
      const std::string now = k < b.operators.size() ? describe(b.operators[k]) : "no stateful operator";
      ctx.report("SR104", Severity::Error, at,
                 "Checkpoint \"" + *path + "\" was last used with " + was + ", now with " + now +
                     ": the restart fails with StateStoreKeySchemaNotCompatible. Use a new checkpoint path.");
      ctx.findings.back().related.push_back({before.terminal_range, "the earlier query on this checkpoint"});
    }
  }
}

}  // namespace streamlint::analysis
