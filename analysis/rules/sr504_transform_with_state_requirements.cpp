// SR504 transform-with-state-requirements (RULES.md state-store; streaming-facts.md §5.5).
#include "analysis/query_model/stateful.h"
#include "analysis/rules/conf_facts.h"
#include "analysis/rules/query_facts.h"
#include "analysis/rules/doc_links.h"
#include "analysis/rules/rule.h"

namespace streamlint::analysis {

// DBR < 16.2, or DBR <= 17.2 without RocksDB configured. Unknown DBR: no verdict.
bool transform_with_state_unsupported(const ProjectFacts& project, bool rocksdb) {
  if (!project.target_dbr) return false;
  if (*project.target_dbr < DbrVersion{16, 2}) return true;
  return *project.target_dbr < DbrVersion{17, 3} && !rocksdb;
}

void check_sr504_transform_with_state_requirements(RuleContext& ctx) {
  const bool rocksdb = rocksdb_configured(ctx.model, ctx.project);
  if (!transform_with_state_unsupported(ctx.project, rocksdb)) return;
  const bool too_old = *ctx.project.target_dbr < DbrVersion{16, 2};
  for (const StreamingQuery& q : ctx.model.queries) {
    if (!q.writer.input) continue;
    for (const StatefulOperator& op : analyse_shape(*q.writer.input).operators) {
      if (op.kind != StatefulKind::TransformWithState) continue;
      ctx.report("SR504", Severity::Error, op.range,
                 too_old ? "transformWithState needs DBR 16.2 or above."
                         : "transformWithState needs the RocksDB state store on DBR 17.2 and below: set "
                           "spark.sql.streaming.stateStore.providerClass to RocksDB.");
      if (!too_old) ctx.depends_on_caller(q);  // the caller's session may choose RocksDB
    }
  }
}

const Rule& rule_sr504() {
  static const Rule rule{
      {"SR504", "transform-with-state-requirements", Severity::Error, "state-store",
       "transformWithState on a runtime that does not support it.",
       "transformWithState(InPandas) needs DBR 16.2+, and the RocksDB state store (explicitly configured up to "
       "DBR 17.2); open-source Spark needs 4.0.",
       "Target DBR 17.3+ or configure RocksDB on 16.2-17.2.",
       "# fixed\nspark.conf.set(\"spark.sql.streaming.stateStore.providerClass\",\n"
       "               \"com.databricks.sql.streaming.state.RocksDBStateStoreProvider\")",
       {kStatefulAppsDoc}, "5.5",
       {"dbr"}, {"SR501"}},
      check_sr504_transform_with_state_requirements, nullptr};
  return rule;
}

}  // namespace streamlint::analysis
