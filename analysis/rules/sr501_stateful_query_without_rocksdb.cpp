// SR501 stateful-query-without-rocksdb (RULES.md state-store; streaming-facts.md §5.1). Fires when
// the DBR is unknown too: RULES.md makes this the one rule that does not stay silent then.
#include "analysis/query_model/stateful.h"
#include "analysis/rules/conf_facts.h"
#include "analysis/rules/query_facts.h"
#include "analysis/rules/rule.h"

namespace streamlint::analysis {

void check_sr501_stateful_query_without_rocksdb(RuleContext& ctx) {
  if (rocksdb_is_default(ctx.project) || rocksdb_configured(ctx.model, ctx.project)) return;
  for (const StreamingQuery& q : ctx.model.queries) {
    if (!q.writer.input) continue;
    for (const StatefulOperator& op : analyse_shape(*q.writer.input).operators) {
      if (!is_large_state(op.kind)) continue;
      // SR504 owns transformWithState where its own requirements fail.
      if (op.kind == StatefulKind::TransformWithState && transform_with_state_unsupported(ctx.project, false)) continue;
      ctx.report("SR501", Severity::Warning, op.range,
                 "This " + std::string(to_string(op.kind)) +
                     " keeps large state on the default HDFS-backed store (JVM memory, GC pauses) unless RocksDB "
                     "is configured; RocksDB is only the default from DBR 17.3.");
    }
  }
}

}  // namespace streamlint::analysis
