// SR501 stateful-query-without-rocksdb (RULES.md state-store; streaming-facts.md §5.1). Fires when
// the DBR is unknown too: RULES.md makes this the one rule that does not stay silent then.
#include "analysis/query_model/stateful.h"
#include "analysis/rules/conf_facts.h"
#include "analysis/rules/query_facts.h"
#include "analysis/rules/doc_links.h"
#include "analysis/rules/rule.h"

namespace streamlint::analysis {
namespace {

// RULES.md's fix: set the Databricks RocksDB provider on the query's session, in a statement of its
// own just before the one that starts the query. Unsafe: a checkpoint written with the default
// provider cannot restart with another (streaming-facts.md §5.1), so it suits new queries only.
std::optional<Fix> set_rocksdb_provider(const RuleContext& ctx, const StreamingQuery& q) {
  if (q.statement.empty_span() || !q.writer.input) return std::nullopt;
  std::string session;
  for (const auto& s : q.writer.input->sources) {
    if (!s->session.empty()) session = s->session;
  }
  if (session.empty()) return std::nullopt;
  // The statement's line, from its start: read in the statement's own unit.
  const SourceRange statement = ctx.resolve(q.statement);
  const std::uint32_t column = statement.start.column;
  if (column > q.statement.start) return std::nullopt;  // the line starts before the unit
  const Span at{q.statement.unit, q.statement.serial, q.statement.start - column, q.statement.start - column};
  const std::string indent = std::string(ctx.text(Span{at.unit, at.serial, at.start, q.statement.start}));
  if (indent.find_first_not_of(" \t") != std::string::npos) return std::nullopt;  // not first on its line
  // A Scala body written without braces (`def run(): Unit =` or `=>` on the line before) is one
  // expression: a statement before it would end the body.
  if (ctx.language == SourceLanguage::Scala) {
    const std::string_view before = ctx.source.substr(0, statement.start_byte - column);
    const std::size_t last = before.find_last_not_of(" \t\r\n");
    if (last != std::string_view::npos && (before[last] == '=' || before[last] == '>')) return std::nullopt;
  }
  // The new line ends as the statement's line does (a CRLF file stays CRLF).
  const std::size_t eol = ctx.source.find('\n', statement.start_byte);
  const bool crlf = eol != std::string_view::npos && eol > statement.start_byte && ctx.source[eol - 1] == '\r';
  return Fix{"Set the RocksDB state store provider",
             {ctx.edit(at, indent + session + ".conf.set(\"" + std::string(kProviderClassKey) +
                               "\", \"com.databricks.sql.streaming.state.RocksDBStateStoreProvider\")" +
                               (crlf ? "\r\n" : "\n"))},
             false};
}

}  // namespace

void check_sr501_stateful_query_without_rocksdb(RuleContext& ctx) {
  if (rocksdb_is_default(ctx.project)) return;
  std::vector<std::pair<const StreamingQuery*, StatefulOperator>> found;
  for (const StreamingQuery& q : ctx.model.queries) {
    if (!q.writer.input || rocksdb_configured(ctx.model, ctx.project, q.job)) continue;
    for (const StatefulOperator& op : analyse_shape(*q.writer.input).operators) {
      if (!is_large_state(op.kind)) continue;
      // SR504 owns transformWithState where its own requirements fail.
      if (op.kind == StatefulKind::TransformWithState && transform_with_state_unsupported(ctx.project, false)) continue;
      found.push_back({&q, op});
    }
  }
  // One setting serves every query of the session started after it: the fix of each query of a
  // block (the module's top level, or one function) sets it before the block's first such query,
  // so fixing them all writes it once.
  const auto block = [&](const StreamingQuery& q) {
    return ctx.resolve(q.statement).start.column == 0 ? 0 : q.statement.serial;
  };
  for (const auto& [q, op] : found) {
    const StreamingQuery* first = q;
    for (const auto& [other, unused] : found) {
      if (block(*other) == block(*q) && ctx.resolve(other->statement).start_byte < ctx.resolve(first->statement).start_byte) {
        first = other;
      }
    }
    ctx.report("SR501", Severity::Warning, op.range,
               "This " + std::string(to_string(op.kind)) +
                   " keeps large state on the default HDFS-backed store (JVM memory, GC pauses) unless RocksDB "
                   "is configured; RocksDB is only the default from DBR 17.3.",
               set_rocksdb_provider(ctx, *first));
    ctx.depends_on_caller(*q);  // the caller's session may choose RocksDB
  }
}

const Rule& rule_sr501() {
  static const Rule rule{
      {"SR501", "stateful-query-without-rocksdb", Severity::Warning, "state-store",
       "A large-state operator without the RocksDB state store.",
       "Stream-stream joins and arbitrary stateful operators hold the most state. The default HDFS-backed store "
       "keeps it in executor JVM memory (GC pauses, OOM); RocksDB is only the default from DBR 17.3.",
       "Set spark.sql.streaming.stateStore.providerClass to "
       "com.databricks.sql.streaming.state.RocksDBStateStoreProvider before the first run (it cannot change later).",
       "# fixed\nspark.conf.set(\"spark.sql.streaming.stateStore.providerClass\",\n"
       "               \"com.databricks.sql.streaming.state.RocksDBStateStoreProvider\")",
       {kRocksDbDoc}, "5.1",
       {"dbr"}, {}},
      check_sr501_stateful_query_without_rocksdb, nullptr};
  return rule;
}

}  // namespace streamlint::analysis
