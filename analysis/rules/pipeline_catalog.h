// What the pipeline files of a module define and read, from its Python model and its SQL
// statements together (sql/pipeline_sql.h): the rules that link a flow to a dataset or a read to
// a flow's target (SR705-SR708, SR710) read this, not the two sources.
#pragma once

#include <string_view>
#include <vector>

#include "analysis/baseline/query_baseline.h"
#include "analysis/query_model/streaming_query.h"
#include "analysis/sql/pipeline_sql.h"

namespace streamlint::analysis {

struct RuleContext;

// A streaming read of a table by name: `spark.readStream.table(t)`, `dlt.read_stream(t)`, SQL `STREAM(t)`.
struct TableStreamRead {
  std::string table;  // PipelineDataset::name's form
  // skipChangeCommits is set, or may be (an option map we cannot see): the read tolerates updates.
  bool skips_change_commits = false;
  Span range;  // the `.table(` call, or `STREAM(t)` (the statement when the SQL is not verbatim)
};

// A SQL statement and what it says as pipeline code.
struct PipelineSql {
  const SqlStatement* statement = nullptr;
  PipelineSqlStatement read;
};

struct PipelineCatalog {
  std::vector<PipelineDataset> datasets;  // each definition once
  std::vector<AutoCdcFlow> flows;
  std::vector<TableStreamRead> stream_reads;
  std::vector<PipelineSql> sql;  // the pipeline statements among sql_statements

  // The dataset defined under `name` (the last definition), or null.
  const PipelineDataset* dataset(std::string_view name) const;
};

// Reports each pipeline misuse the interpreter recorded under `kind` (ModuleModel::pipeline_actions)
// as `code`, an error, at its place.
void report_recorded_misuses(RuleContext& ctx, std::string_view kind, std::string_view code, const std::string& message);

// The kind each dataset of `catalog` is stored as, for the lock (streaming tables and materialized
// views; a view, or a table whose query is unknown, is not recorded), defined in `file`.
std::vector<DatasetBaseline> dataset_baselines(const PipelineCatalog& catalog, std::string_view file);
// "streaming_table" / "materialized_view", as the lock spells a stored kind.
std::string_view stored_kind_name(PipelineDataset::Kind kind);

// The messages of SR707 (a flow's source `source` defined by a batch read) and SR708 (a
// streaming read of `table`, an SCD type 1 target), shared by the module and project phases.
std::string auto_cdc_batch_source_message(std::string_view source);
std::string cdc_target_stream_read_message(std::string_view table);

// The catalog of `ctx`'s model (computed once per module: RuleContext::pipeline).
PipelineCatalog read_pipeline_catalog(const RuleContext& ctx);

}  // namespace streamlint::analysis
