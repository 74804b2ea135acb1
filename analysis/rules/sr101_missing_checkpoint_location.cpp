// SR101 missing-checkpoint-location (RULES.md checkpoint; streaming-facts.md §1.1-1.2).
#include <algorithm>
#include <array>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "analysis/rules/conf_facts.h"
#include "analysis/rules/doc_links.h"
#include "analysis/rules/query_facts.h"
#include "analysis/rules/rule.h"
#include "analysis/spark_facts.h"

namespace streamlint::analysis {
namespace {

// DataStreamWriter.SOURCES_ALLOW_ONE_TIME_QUERY: sinks that run with a temporary checkpoint.
bool allows_temporary_checkpoint(const StreamWriter& writer) {
  if (writer.foreach_batch_range || writer.uses_foreach) return true;
  for (std::string_view sink : kTemporaryCheckpointSinks) {
    if (writer.format == sink) return true;
  }
  return false;
}

}  // namespace

void check_sr101_missing_checkpoint_location(RuleContext& ctx) {
  const auto unchecked = [&](const StreamingQuery& q) {
    const StreamWriter& w = q.writer;
    // The session default, set before the query starts, checkpoints it (SR103 covers its queryName pitfall).
    return !q.in_pipeline_dataset && w.options.complete && !w.options.find("checkpointLocation") &&
           !session_checkpoint_set(ctx.model, ctx.project, q);
  };
  // One call may start queries of several sinks (a helper given "console" by one caller and
  // "delta" by another): its finding is one, as bad as its worst run, whichever caller came first.
  enum class Sink { Temporary, Unknown, Needed };
  std::map<std::pair<std::uint64_t, std::uint32_t>, Sink> worst;
  for (const StreamingQuery& q : ctx.model.queries) {
    if (!unchecked(q)) continue;
    const Sink sink = allows_temporary_checkpoint(q.writer) ? Sink::Temporary
                      : q.writer.format_known               ? Sink::Needed
                                                            : Sink::Unknown;
    const auto [at, added] = worst.emplace(q.terminal_range.start_key(), sink);
    if (!added) at->second = std::max(at->second, sink);
  }
  std::optional<std::vector<std::string>> labels;  // computed once, when a query is flagged
  for (const StreamingQuery& q : ctx.model.queries) {
    if (!unchecked(q)) continue;
    const Sink sink = worst.at(q.terminal_range.start_key());
    const bool temporary = sink == Sink::Temporary;
    // An unknown format might be a one-time sink: report the milder severity.
    const Severity severity = sink == Sink::Needed ? Severity::Error : Severity::Warning;
    // The message says what the severity does: an unknown format's is both cases.
    std::string message =
        temporary ? "Streaming query has no checkpointLocation: Spark runs it on a temporary checkpoint "
                    "that is deleted on stop, so a restart reprocesses everything and loses state."
        : sink == Sink::Needed
            ? "Streaming query has no checkpointLocation: Spark refuses to start it "
              "(\"checkpointLocation must be specified\"), and without one no restart can resume."
            : "Streaming query has no checkpointLocation and a sink format not known here: Spark refuses "
              "to start it on a file, Kafka, Delta or table sink (\"checkpointLocation must be specified\"), "
              "and runs a console, memory or foreach sink on a temporary checkpoint that is deleted on stop.";
    // Named after the sink, so two queries fixed together do not share one placeholder (SR102).
    if (!labels) labels = fix_labels(ctx.model);
    const std::string& label = (*labels)[static_cast<std::size_t>(&q - ctx.model.queries.data())];
    const std::string path = label.empty() ? "<checkpoint-path>" : "<checkpoint-root>/" + label;
    Fix fix{"Add .option(\"checkpointLocation\", ...)",
            {ctx.edit(start_of(q.terminal_range), ".option(\"checkpointLocation\", \"" + path + "\")")},
            // The path is a placeholder the user must choose: never applied without review.
            false};
    ctx.report("SR101", severity, q.terminal_range, std::move(message), std::move(fix));
    ctx.depends_on_caller(q);  // the caller's session may set its checkpoint root
  }
}

const Rule& rule_sr101() {
  static const Rule rule{
      {"SR101", "missing-checkpoint-location", Severity::Error, "checkpoint",
       "Streaming query has no checkpointLocation.",
       "Without a checkpoint Spark refuses to start a query on a file, Kafka, Delta or table sink "
       "(`checkpointLocation must be specified either through option(\"checkpointLocation\", ...) or "
       "SparkSession.conf.set(\"spark.sql.streaming.checkpointLocation\", ...)`). Memory, console, noop, "
       "foreach and foreachBatch sinks get a temporary checkpoint that is deleted when the query stops, "
       "so every restart reprocesses the source from scratch and loses its state. Databricks recommends "
       "always setting one.",
       "Give every query its own durable checkpoint, for example a Unity Catalog volume path "
       "`/Volumes/<catalog>/<schema>/<volume>/checkpoints/<query>`, with "
       "`.option(\"checkpointLocation\", path)` before `.start()` / `.toTable()`.",
       "# problem\n"
       "df.writeStream.format(\"delta\").toTable(\"main.sales.orders\")\n"
       "# fixed\n"
       "(df.writeStream.format(\"delta\")\n"
       "   .option(\"checkpointLocation\", \"/Volumes/main/sales/chk/orders\")\n"
       "   .toTable(\"main.sales.orders\"))",
       {kCheckpointsDoc, kCheckpointRecoveryDoc},
       "1.1-1.2",
       {}, {}},
      check_sr101_missing_checkpoint_location, nullptr};
  return rule;
}

}  // namespace streamlint::analysis
