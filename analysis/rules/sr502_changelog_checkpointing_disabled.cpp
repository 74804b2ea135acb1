// SR502 changelog-checkpointing-disabled (RULES.md state-store; streaming-facts.md §5.2).
#include <cctype>

#include "analysis/query_model/stateful.h"
#include "analysis/rules/conf_facts.h"
#include "analysis/rules/doc_links.h"
#include "analysis/rules/rule.h"

namespace streamlint::analysis {

namespace {

// Sets the written value to true, in the literal's own form ("false" -> "true", Python's False ->
// True, Scala's and SQL's false -> true).
// Changelog checkpointing can be turned on for an existing checkpoint (streaming-facts.md §5.2).
std::optional<Fix> turn_on(const RuleContext& ctx, const SessionConf& c) {
  if (!c.value_is_literal) return std::nullopt;
  const std::string_view literal = ctx.text(c.value_range);
  if (literal.empty()) return std::nullopt;
  const char quote = literal.front();
  const std::string value = (quote == '"' || quote == '\'')                   ? std::string(1, quote) + "true" + quote
                            : std::isupper(static_cast<unsigned char>(quote)) ? "True"
                                                                              : "true";
  return Fix{"Turn changelog checkpointing on", {ctx.edit(c.value_range, value)}, true};
}

}  // namespace

void check_sr502_changelog_checkpointing_disabled(RuleContext& ctx) {
  const auto& dbr = ctx.project.target_dbr;
  if (!dbr) return;  // needs the DBR
  const SessionConf* changelog = ctx.model.find_session_conf(kChangelogKey);
  const bool turned_off = changelog && conf_bool(changelog->value) == false;
  const bool turned_on = changelog && conf_bool(changelog->value) == true;
  if (*dbr >= DbrVersion{17, 3}) {
    if (turned_off) {
      ctx.report("SR502", Severity::Warning, changelog->key_range,
                 "Changelog checkpointing is on by default from DBR 17.3; turning it off makes every checkpoint "
                 "upload full RocksDB snapshots and slows each micro-batch.",
                 turn_on(ctx, *changelog));
    }
    return;
  }
  if (*dbr < DbrVersion{13, 3} || turned_on || !rocksdb_configured(ctx.model, ctx.project)) return;
  bool stateful = false;
  for (const StreamingQuery& q : ctx.model.queries) {
    stateful = stateful || (q.writer.input && !analyse_shape(*q.writer.input).operators.empty());
  }
  // A cluster's conf that chooses RocksDB is there for stateful jobs: they run elsewhere.
  if (!stateful && !changelog && !ctx.project.cluster_conf) return;
  const SessionConf* provider = ctx.model.find_session_conf(kProviderClassKey);
  if (!changelog && !provider) return;  // RocksDB comes from the project conf: nowhere in this file to point at
  ctx.report("SR502", Severity::Information, changelog ? changelog->key_range : provider->key_range,
             "RocksDB on DBR 13.3-17.2 without changelog checkpointing: each checkpoint uploads state snapshots. "
             "Set spark.sql.streaming.stateStore.rocksdb.changelogCheckpointing.enabled to true.",
             changelog ? turn_on(ctx, *changelog) : std::nullopt);
}

const Rule& rule_sr502() {
  static const Rule rule{
      {"SR502", "changelog-checkpointing-disabled", Severity::Warning, "state-store",
       "RocksDB changelog checkpointing is off.",
       "Changelog checkpointing uploads only what changed instead of state snapshots, cutting checkpoint latency. "
       "It is on by default from DBR 17.3 and available from 13.3 LTS.",
       "Set spark.sql.streaming.stateStore.rocksdb.changelogCheckpointing.enabled to true.",
       "# fixed\nspark.conf.set(\"spark.sql.streaming.stateStore.rocksdb.changelogCheckpointing.enabled\", \"true\")",
       {kRocksDbDoc}, "5.2",
       {"dbr"}, {}},
      check_sr502_changelog_checkpointing_disabled, nullptr, true};
  return rule;
}

}  // namespace streamlint::analysis
