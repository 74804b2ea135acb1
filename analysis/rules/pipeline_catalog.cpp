#include "analysis/rules/pipeline_catalog.h"

#include <algorithm>

#include "analysis/query_model/value.h"
#include "analysis/rules/conf_facts.h"
#include "analysis/rules/rule.h"
#include "analysis/text_util.h"

namespace streamlint::analysis {

const PipelineDataset* PipelineCatalog::dataset(std::string_view name) const {
  for (auto it = datasets.rbegin(); it != datasets.rend(); ++it) {
    if (it->name == name) return &*it;
  }
  return nullptr;
}

void report_recorded_misuses(RuleContext& ctx, std::string_view kind, std::string_view code, const std::string& message) {
  for (const StreamingAction& a : ctx.model.pipeline_actions) {
    if (a.method == kind) ctx.report(code, Severity::Error, a.range, message);
  }
}

std::string_view stored_kind_name(PipelineDataset::Kind kind) {
  return kind == PipelineDataset::Kind::StreamingTable ? "streaming_table" : "materialized_view";
}

std::vector<DatasetBaseline> dataset_baselines(const PipelineCatalog& catalog, std::string_view file) {
  std::vector<DatasetBaseline> out;
  for (const PipelineDataset& d : catalog.datasets) {
    if (const auto kind = d.stored_as()) out.push_back({d.name, std::string(stored_kind_name(*kind)), std::string(file)});
  }
  return out;
}

PipelineCatalog read_pipeline_catalog(const RuleContext& ctx) {
  PipelineCatalog catalog;
  for (const PipelineDataset& d : ctx.model.pipeline_datasets) {
    // A dataset function run more than once (called by hand as well) defines its dataset once.
    const auto same = [&](const PipelineDataset& e) { return e.range == d.range; };
    if (std::none_of(catalog.datasets.begin(), catalog.datasets.end(), same)) catalog.datasets.push_back(d);
  }
  catalog.flows = ctx.model.auto_cdc_flows;
  // A Python AUTO CDC flow reads its source as a stream (SQL's `FROM STREAM(t)`): a table another
  // flow updates in place fails it as any streaming read (SR708). A snapshot or once flow reads in batch.
  for (const AutoCdcFlow& flow : catalog.flows) {
    if (flow.from_snapshot || flow.once || flow.source.empty() || flow.source_range.empty_span()) continue;
    catalog.stream_reads.push_back({flow.source, false, flow.source_range});
  }
  for (const auto& source : ctx.model.sources) {
    if (source->table.empty()) continue;
    // skipChangeCommits, the deprecated ignoreChanges (it re-emits rewritten files instead of
    // failing), or readChangeFeed: a change data feed stream reads updates and deletes as change
    // rows (https://docs.databricks.com/aws/en/delta/delta-change-data-feed).
    bool tolerates = !source->options.complete;
    for (std::string_view option : {"skipChangeCommits", "ignoreChanges", "readChangeFeed"}) {
      const OptionSetting* set = source->options.find(option);
      tolerates = tolerates || (set && conf_bool(set->value) != false);
    }
    catalog.stream_reads.push_back({pipeline_name(source->table), tolerates, source->call_range});
  }
  for (const SqlStatement& s : ctx.model.sql_statements) {
    PipelineSqlStatement read = read_pipeline_sql(s.text);
    if (read.defines == PipelineSqlStatement::Defines::Nothing || !read.complete) continue;
    const Span at = ctx.statement_part(s, read.first_word, read.first_word_length);
    if (!read.name.empty() && read.defines != PipelineSqlStatement::Defines::Flow) {
      using Kind = PipelineDataset::Kind;
      const Kind kind = read.defines == PipelineSqlStatement::Defines::StreamingTable     ? Kind::StreamingTable
                        : read.defines == PipelineSqlStatement::Defines::MaterializedView ? Kind::MaterializedView
                                                                                          : Kind::View;
      catalog.datasets.push_back(
          {read.name, kind, read.has_query ? std::optional<bool>(read.reads_stream) : std::nullopt, at});
    }
    if (read.auto_cdc) {
      const auto& cdc = *read.auto_cdc;
      catalog.flows.push_back(
          {cdc.target, cdc.source, cdc.source_is_stream, cdc.scd_type, cdc.from_snapshot, at, cdc.once, {}});
    }
    for (const auto& r : read.stream_reads) {
      const Span at_read = ctx.statement_part(s, r.offset, r.length);
      // A read the model also made from the query (`STREAM(t)`, `STREAM t`; spark.sql("CREATE TEMP
      // VIEW ... STREAM(t)")) is one read, where the two overlap. The model's source has no options
      // of the SQL's `WITH (...)`: the statement's skipChangeCommits counts for it.
      const auto same = [&](const TableStreamRead& e) {
        return e.range.serial == at_read.serial && e.range.start < at_read.end && at_read.start < e.range.end;
      };
      const auto known = std::find_if(catalog.stream_reads.begin(), catalog.stream_reads.end(), same);
      if (known == catalog.stream_reads.end()) {
        catalog.stream_reads.push_back({r.table, read.skip_change_commits, at_read});
      } else {
        known->skips_change_commits = known->skips_change_commits || read.skip_change_commits;
        // `STREAM t`: the model's relation is the name alone; the read is from STREAM on.
        if (at_read.start <= known->range.start && known->range.end <= at_read.end) known->range = at_read;
      }
    }
    catalog.sql.push_back({&s, std::move(read)});
  }
  return catalog;
}

}  // namespace streamlint::analysis
