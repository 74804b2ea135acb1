// SR401 foreach-batch-not-idempotent and SR402 txn-version-not-batch-id (RULES.md sink;
// streaming-facts.md §4.3 "Idempotent Delta writes inside foreachBatch").
#include "analysis/query_model/value.h"
#include "analysis/rules/rule.h"

namespace streamlint::analysis {
namespace {

bool appends(const BatchWrite& w) {
  if (w.mode == "append") return true;
  return w.mode.empty() && w.terminal == "insertInto";  // insertInto appends by default
}

bool is_delta(const BatchWrite& w) { return w.format.empty() || w.format == "delta"; }

}  // namespace

void check_sr401_foreach_batch_not_idempotent(RuleContext& ctx) {
  for (const BatchWrite& w : ctx.model.batch_writes) {
    const OptionSetting* app = w.options.find("txnAppId");
    const OptionSetting* version = w.options.find("txnVersion");
    if (app || version || !appends(w) || !w.options.complete || w.options.find("replaceWhere")) continue;
    std::optional<Fix> fix;
    // A batch id the function does not name (Scala's `_`) cannot be written in the fix.
    if (is_delta(w) && !w.batch_id_parameter.empty() && w.batch_id_parameter != "_") {
      fix = Fix{"Make the write idempotent with txnAppId/txnVersion",
                {ctx.edit(start_of(w.terminal_range),
                          ".option(\"txnAppId\", \"<app-id>\").option(\"txnVersion\", " + w.batch_id_parameter + ")")},
                false};
    }
    ctx.report("SR401", Severity::Warning, w.terminal_range,
               "This append inside foreachBatch is not idempotent: when a micro-batch is retried it is written "
               "again. Give Delta writes txnAppId and txnVersion=<batch id>, or MERGE on a key.",
               std::move(fix));
  }
}

void check_sr402_txn_version_not_batch_id(RuleContext& ctx) {
  for (const BatchWrite& w : ctx.model.batch_writes) {
    const OptionSetting* app = w.options.find("txnAppId");
    const OptionSetting* version = w.options.find("txnVersion");
    if (!app && !version) continue;
    if (app && !version) {
      ctx.report("SR402", Severity::Warning, w.terminal_range,
                 "txnAppId without txnVersion: Delta only skips a retried write when both are set.");
    } else if (version && !app) {
      ctx.report("SR402", Severity::Warning, w.terminal_range,
                 "txnVersion without txnAppId: Delta only skips a retried write when both are set.");
    } else if (!version->value->as<BatchIdValue>() && !version->value->unknown()) {
      ctx.report("SR402", Severity::Warning, w.terminal_range,
                 "txnVersion must be the foreachBatch batch id: a constant makes Delta skip every batch after "
                 "the first (or write them all again).");
    }
  }
}

}  // namespace streamlint::analysis
