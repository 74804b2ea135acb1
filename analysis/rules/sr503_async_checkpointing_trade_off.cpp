// SR503 async-checkpointing-trade-off (RULES.md state-store; streaming-facts.md §5.3).
#include "analysis/rules/conf_facts.h"
#include "analysis/rules/doc_links.h"
#include "analysis/rules/rule.h"
#include "analysis/text_util.h"

namespace streamlint::analysis {

void check_sr503_async_checkpointing_trade_off(RuleContext& ctx) {
  for (const SessionConf& c : ctx.model.session_confs) {
    if (c.imported) continue;  // the importing module reports it
    if (!iequals(c.key, kAsyncCheckpointKey) || conf_bool(c.value) != true) continue;
    // It requires RocksDB: an error when RocksDB is known to be absent (DBR known below 17.3). With
    // RocksDB unset and the DBR unknown the severity cannot be decided: silent (RULES.md "Needs").
    const bool rocksdb = rocksdb_configured(ctx.model, ctx.project) || rocksdb_is_default(ctx.project);
    if (!rocksdb && !ctx.project.target_dbr) continue;
    if (!rocksdb) {
      ctx.report("SR503", Severity::Error, c.key_range,
                 "Asynchronous state checkpointing requires the RocksDB state store, which is not configured.");
    } else {
      ctx.report("SR503", Severity::Information, c.key_range,
                 "Asynchronous state checkpointing lowers latency but a restart may replay more than one "
                 "micro-batch: keep the sink idempotent.");
    }
  }
}

const Rule& rule_sr503() {
  static const Rule rule{
      {"SR503", "async-checkpointing-trade-off", Severity::Information, "state-store",
       "Asynchronous state checkpointing is on.",
       "It lowers batch latency, but a restart may re-run more than one micro-batch, and it requires RocksDB.",
       "Keep the sink idempotent and RocksDB configured; leave it off where restart time matters.",
       "spark.conf.set(\"spark.databricks.streaming.statefulOperator.asyncCheckpoint.enabled\", \"true\")",
       {kAsyncDoc}, "5.3",
       {"dbr"}, {}},
      check_sr503_async_checkpointing_trade_off, nullptr, true};
  return rule;
}

}  // namespace streamlint::analysis
