// SR705 dataset-type-mismatch (RULES.md pipeline; streaming-facts.md §11: "Creating a streaming
// table from a batch query prevents incremental loading", and a materialized view is a batch query).
#include "analysis/rules/doc_links.h"
#include "analysis/rules/rule.h"

namespace streamlint::analysis {

void check_sr705_dataset_type_mismatch(RuleContext& ctx) {
  constexpr const char* kBatchTable =
      "This streaming table is defined by a batch query (no STREAM(...) in its FROM): the pipeline "
      "rejects it, or reprocesses everything on each update. Read the source with STREAM(...) "
      "(STREAM read_files(...) for files), or make it a MATERIALIZED VIEW.";
  constexpr const char* kStreamingView =
      "This materialized view is defined by a streaming query: a materialized view is recomputed from batch "
      "reads. Read its sources in batch (spark.read in Python, no STREAM(...) in SQL), or make it a streaming table.";
  const PipelineCatalog& pipeline = ctx.pipeline();
  for (const PipelineSql& sql : pipeline.sql) {
    const PipelineSqlStatement& s = sql.read;
    if (!s.has_query || s.name.empty()) continue;  // a table with no query is a flow's target
    const Span at = ctx.statement_part(*sql.statement, s.first_word, s.first_word_length);
    if (s.defines == PipelineSqlStatement::Defines::StreamingTable && !s.reads_stream && !s.insert_once) {
      std::optional<Fix> fix;
      if (s.batch_source) {
        const Span source = ctx.statement_part(*sql.statement, s.batch_source->offset, s.batch_source->length);
        const std::string name(ctx.text(source));
        if (!(source == sql.statement->range)) {
          fix = Fix{"Read the source with STREAM",
                    {ctx.edit(source, s.batch_source->function ? "STREAM " + name : "STREAM(" + name + ")")}, true};
        }
      }
      ctx.report("SR705", Severity::Error, at, kBatchTable, std::move(fix));
    } else if (s.defines == PipelineSqlStatement::Defines::MaterializedView && s.reads_stream) {
      ctx.report("SR705", Severity::Error, at, kStreamingView);
    }
  }
  // SQL INSERT flows: without ONCE the query must be a streaming query (CREATE FLOW reference).
  for (const PipelineSql& sql : pipeline.sql) {
    const PipelineSqlStatement& s = sql.read;
    if (s.defines != PipelineSqlStatement::Defines::Flow || !s.insert_flow || s.insert_once || !s.has_query ||
        s.reads_stream) {
      continue;
    }
    ctx.report("SR705", Severity::Error, ctx.statement_part(*sql.statement, s.first_word, s.first_word_length),
               "This INSERT flow reads in batch (no STREAM(...) in its query): without ONCE a flow into a "
               "streaming table must be a streaming query, or the update fails. Read the source with "
               "STREAM(...), or write INSERT ONCE for a one-time backfill.");
  }
  // Python: `@dp.materialized_view` returning a stream; a continuous append_flow returning a batch read.
  for (const PipelineDataset& d : ctx.model.pipeline_datasets) {
    if (d.kind == PipelineDataset::Kind::MaterializedView && d.streaming == true) {
      ctx.report("SR705", Severity::Error, d.range, kStreamingView);
    }
  }
  report_recorded_misuses(ctx, "append_flow_batch", "SR705",
                          "This append flow returns a batch read: a flow into a streaming table must return a "
                          "streaming DataFrame (spark.readStream...), or it fails the update. Read the source with "
                          "spark.readStream, or add once=True for a one-time backfill.");
}

const Rule& rule_sr705() {
  static const Rule rule{
      {"SR705", "dataset-type-mismatch", Severity::Error, "pipeline",
       "A streaming table defined by a batch query, or a materialized view defined by a streaming one.",
       "A streaming table reads its sources incrementally: its query must read them with STREAM(...). "
       "Defined by a batch query (`FROM t`, `read_files(...)` without STREAM) it fails validation or "
       "\"prevents incremental loading\" (the CREATE STREAMING TABLE reference). A materialized view is "
       "recomputed from batch reads and cannot be defined by a streaming query.",
       "SQL: wrap the source in `STREAM(...)` (`FROM STREAM read_files(...)` for files), or make the dataset "
       "a MATERIALIZED VIEW; for a materialized view drop STREAM(...) or make it a STREAMING TABLE.",
       "-- problem\nCREATE OR REFRESH STREAMING TABLE silver AS SELECT * FROM bronze;\n"
       "-- fixed\nCREATE OR REFRESH STREAMING TABLE silver AS SELECT * FROM STREAM(bronze);",
       {kCreateStreamingTableDoc}, "6.3, 11",
       {"pipeline"}, {}},
      check_sr705_dataset_type_mismatch, nullptr};
  return rule;
}

}  // namespace streamlint::analysis
