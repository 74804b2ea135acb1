// SR101 missing-checkpoint-location (RULES.md checkpoint; streaming-facts.md §1.1-1.2).
#include <array>

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
  for (const StreamingQuery& q : ctx.model.queries) {
    const StreamWriter& w = q.writer;
    if (q.in_pipeline_dataset || !w.options.complete || w.options.find("checkpointLocation")) continue;
    // The session default, set before the query starts, checkpoints it (SR103 covers its queryName pitfall).
    if (session_checkpoint_set(ctx.model, ctx.project, q)) continue;
    const bool temporary = allows_temporary_checkpoint(w);
    // An unknown format might be a one-time sink: report the milder severity.
    const Severity severity = temporary || !w.format_known ? Severity::Warning : Severity::Error;
    // The message says what the severity does: an unknown format's is both cases.
    std::string message =
        temporary ? "Streaming query has no checkpointLocation: Spark runs it on a temporary checkpoint "
                    "that is deleted on stop, so a restart reprocesses everything and loses state."
        : w.format_known
            ? "Streaming query has no checkpointLocation: Spark refuses to start it "
              "(\"checkpointLocation must be specified\"), and without one no restart can resume."
            : "Streaming query has no checkpointLocation and a sink format not known here: Spark refuses "
              "to start it on a file, Kafka, Delta or table sink (\"checkpointLocation must be specified\"), "
              "and runs a console, memory or foreach sink on a temporary checkpoint that is deleted on stop.";
    // Named after the sink, so two queries fixed together do not share one placeholder (SR102).
    const std::string label = fix_label(ctx.model, q);
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
