// SR401 foreach-batch-not-idempotent and SR402 txn-version-not-batch-id (RULES.md sink;
// streaming-facts.md §4.3 "Idempotent Delta writes inside foreachBatch").
#include <algorithm>
#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <utility>

#include "analysis/query_model/value.h"
#include "analysis/rules/doc_links.h"
#include "analysis/rules/rule.h"
#include "analysis/text_util.h"

namespace streamlint::analysis {
namespace {

bool appends(const BatchWrite& w) {
  if (w.mode == "append" || w.mode == "accumulate") return true;
  // Kafka's batch writer sends every row in its default mode (ErrorIfExists) too: it rejects only
  // Overwrite and Ignore (Spark's KafkaSourceProvider.createRelation; the Kafka integration guide,
  // "Writing the output of Batch Queries to Kafka", gives Kafka writes at-least-once semantics).
  if (w.format == "kafka" && (w.mode.empty() || w.mode == "errorifexists" || w.mode == "error")) return true;
  return w.mode.empty() && w.terminal == "insertInto";  // insertInto appends by default
}

bool is_delta(const BatchWrite& w) { return w.format.empty() || w.format == "delta"; }

// A sink that writes each row under a key the row carries replaces what a retried batch wrote,
// as a keyed MERGE does: Elasticsearch and OpenSearch with a document id column (`es.mapping.id`;
// every write operation but `create`, which fails on an existing id, indexes or updates that
// document: https://www.elastic.co/guide/en/elasticsearch/hadoop/current/configuration.html), and
// Cassandra, whose writes are upserts on the table's primary key
// (https://cassandra.apache.org/doc/latest/cassandra/developing/cql/dml.html, INSERT).
// The option prefix of a search index sink ("es.", "opensearch."), "" for other formats.
std::string search_index_prefix(const BatchWrite& w) {
  if (w.format == "es" || w.format == "elasticsearch" || w.format == "org.elasticsearch.spark.sql") return "es.";
  if (w.format == "opensearch" || w.format == "org.opensearch.spark.sql") return "opensearch.";
  return "";
}

bool keyed_by_the_sink(const BatchWrite& w) {
  if (w.format == "org.apache.spark.sql.cassandra" || w.format == "cassandra") return true;
  const std::string prefix = search_index_prefix(w);
  if (prefix.empty()) return false;
  // The connector reads its settings with or without the prefix, `_` for `.` (`mapping.id`,
  // `es_mapping_id`): the last setting of each wins.
  const auto setting = [&](std::string_view name) -> const OptionSetting* {
    const OptionSetting* found = nullptr;
    for (const OptionSetting& o : w.options.settings) {
      std::string key = to_lower(o.key);
      std::replace(key.begin(), key.end(), '_', '.');
      if (key.starts_with(prefix)) key.erase(0, prefix.size());
      if (key == name) found = &o;
    }
    return found;
  };
  const OptionSetting* id = setting("mapping.id");
  const OptionSetting* operation = setting("write.operation");
  const auto op = operation ? string_of(operation->value) : std::optional<std::string>("index");
  return id && op && !iequals(*op, "create");
}

}  // namespace

void check_sr401_foreach_batch_not_idempotent(RuleContext& ctx) {
  // The batch id's name at each write, over every run that reaches it: a helper two handlers call,
  // one with its batch id and one with a constant, has no name the fix may write (the second
  // handler's constant as txnVersion would make Delta skip every batch after its first).
  std::map<std::pair<std::uint64_t, std::uint32_t>, std::string> batch_ids;
  std::set<std::pair<std::uint64_t, std::uint32_t>> ambiguous;
  for (const BatchWrite& w : ctx.model.batch_writes) {
    const auto [at, added] = batch_ids.emplace(w.terminal_range.start_key(), w.batch_id_parameter);
    if (!added && at->second != w.batch_id_parameter) ambiguous.insert(at->first);
  }
  for (const BatchWrite& w : ctx.model.batch_writes) {
    const OptionSetting* app = w.options.find("txnAppId");
    const OptionSetting* version = w.options.find("txnVersion");
    if (app || version || !appends(w) || !w.options.complete || w.options.find("replaceWhere") ||
        keyed_by_the_sink(w)) {
      continue;
    }
    std::optional<Fix> fix;
    // A batch id the function does not name (Scala's `_`) cannot be written in the fix.
    // (A SQL INSERT has no writer to take the options; a writeTo(...).append() is left to the user.)
    if (is_delta(w) && w.terminal != "sql" && w.terminal != "append" && w.terminal != "merge" &&
        !w.batch_id_parameter.empty() && w.batch_id_parameter != "_" &&
        !ambiguous.count(w.terminal_range.start_key())) {
      fix = Fix{"Make the write idempotent with txnAppId/txnVersion",
                {ctx.edit(start_of(w.terminal_range),
                          ".option(\"txnAppId\", \"<app-id>\").option(\"txnVersion\", " + w.batch_id_parameter + ")")},
                false};
    }
    const std::string search_index = search_index_prefix(w);
    ctx.report("SR401", Severity::Warning, w.terminal_range,
               w.mode == "accumulate"
                   ? "This MERGE adds to the target's values inside foreachBatch: when a micro-batch is retried its "
                     "values are added again. Record each batch id in the target and skip batches already merged, "
                     "or set the session's Delta txnAppId and txnVersion=<batch id> before it."
               : !search_index.empty()
                   ? "This write to a search index inside foreachBatch is not idempotent: when a micro-batch is "
                     "retried its rows are indexed again as new documents (or, with `create`, fail on the ids "
                     "already written). Set " +
                         search_index + "mapping.id to a key column and index or upsert."
               : w.format == "kafka"
                   ? "This Kafka write inside foreachBatch is not idempotent: when a micro-batch is retried its "
                     "messages are sent again (Kafka writes are at-least-once). Deduplicate downstream on a key, "
                     "or write to a Delta table with txnAppId and txnVersion=<batch id>."
                   : "This append inside foreachBatch is not idempotent: when a micro-batch is retried it is written "
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
    } else if (is_clock(version->value)) {
      ctx.report("SR402", Severity::Warning, w.terminal_range,
                 "txnVersion must be the foreachBatch batch id: a clock reading is new on every retry, so Delta "
                 "writes a retried batch again.");
    } else if (version->value->as<NumberValue>() || version->value->as<StringValue>() || version->value->as<BoolValue>()) {
      ctx.report("SR402", Severity::Warning, w.terminal_range,
                 "txnVersion must be the foreachBatch batch id: a constant makes Delta skip every batch after "
                 "the first (or write them all again).");
    }
  }
}

const Rule& rule_sr401() {
  static const Rule rule{
      {"SR401", "foreach-batch-not-idempotent", Severity::Warning, "sink",
       "A write inside a foreachBatch function (or a pipeline's foreach_batch_sink handler) is not idempotent.",
       "foreachBatch is at-least-once: after a failure the same batch id is processed again, and a plain append "
       "writes the rows twice. Delta skips a write whose (txnAppId, txnVersion) it has already committed.",
       "Add .option(\"txnAppId\", \"<stable id>\").option(\"txnVersion\", batch_id) to Delta writes, or MERGE on a key.",
       "# fixed\nbatch_df.write.format(\"delta\").option(\"txnAppId\", \"orders_sink\")\n"
       "    .option(\"txnVersion\", batch_id).mode(\"append\").saveAsTable(\"t\")",
       {kDbxForeachDoc, kIdempotentDoc, kForeachBatchDoc}, "4.3",
       {}, {}},
      check_sr401_foreach_batch_not_idempotent, nullptr};
  return rule;
}

const Rule& rule_sr402() {
  static const Rule rule{
      {"SR402", "txn-version-not-batch-id", Severity::Warning, "sink",
       "txnVersion is not the batch id, or txnAppId/txnVersion is set without the other.",
       "Delta's idempotent write needs both options, and txnVersion must increase with each batch: a constant "
       "makes Delta skip every later batch as already written.",
       "Pass the foreachBatch batch id as txnVersion and a stable txnAppId.",
       "# problem\n.option(\"txnVersion\", 1)\n# fixed\n.option(\"txnVersion\", batch_id)",
       {kIdempotentDoc, kDbxForeachDoc}, "4.3",
       {}, {"SR401"}},
      check_sr402_txn_version_not_batch_id, nullptr};
  return rule;
}

}  // namespace streamlint::analysis
