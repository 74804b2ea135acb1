// SR708 streaming-read-of-cdc-target (RULES.md pipeline; streaming-facts.md §6.2 and §11: a streaming
// read of a Delta table that receives updates or deletes fails unless it sets skipChangeCommits,
// https://docs.databricks.com/aws/en/structured-streaming/delta-lake). An SCD type 1 target of an
// AUTO CDC flow is updated in place. The flow and the read are separate statements: this compares
// items across the module (Rule::check_across).
#include <set>

#include "analysis/rules/doc_links.h"
#include "analysis/rules/rule.h"

namespace streamlint::analysis {

void check_sr708_streaming_read_of_cdc_target(RuleContext& ctx) {
  const PipelineCatalog& pipeline = ctx.pipeline();
  std::set<std::string> scd1_targets;
  for (const AutoCdcFlow& flow : pipeline.flows) {
    if (!flow.target.empty() && flow.scd_type == 1) scd1_targets.insert(flow.target);
  }
  if (scd1_targets.empty()) return;
  for (const TableStreamRead& read : pipeline.stream_reads) {
    if (read.skips_change_commits || !scd1_targets.count(read.table)) continue;
    ctx.report("SR708", Severity::Warning, read.range, cdc_target_stream_read_message(read.table));
  }
}

std::string cdc_target_stream_read_message(std::string_view table) {
  return "`" + std::string(table) +
         "` is the SCD type 1 target of an AUTO CDC flow: its rows are updated and deleted in place, and the first "
         "such change fails this streaming read. Read it in batch (a materialized view), set skipChangeCommits on "
         "the read to ignore the changes, or store the target as SCD type 2.";
}

const Rule& rule_sr708() {
  static const Rule rule{
      {"SR708", "streaming-read-of-cdc-target", Severity::Warning, "pipeline",
       "A streaming read of a table an AUTO CDC flow writes as SCD type 1.",
       "An SCD type 1 target (the default of AUTO CDC) is updated and deleted in place. A Delta streaming "
       "source only accepts appends: the first update or delete fails the reading stream unless it sets "
       "skipChangeCommits (Delta streaming, \"Ignore updates and deletes\").",
       "Read the target in batch (a materialized view), set `skipChangeCommits` on the read when the changes "
       "may be ignored, or store the target as SCD type 2.",
       "# problem\ndp.create_auto_cdc_flow(target=\"accounts\", source=\"changes\", keys=[\"id\"], sequence_by=\"lsn\")\n"
       "@dp.table\ndef flagged():\n    return spark.readStream.table(\"accounts\")\n"
       "# fixed\n@dp.materialized_view\ndef flagged():\n    return spark.read.table(\"accounts\")",
       {kIdempotentDoc, kAutoCdcDoc}, "6.2, 6.3, 11",
       {"pipeline", "workspace"}, {}},
      nullptr, check_sr708_streaming_read_of_cdc_target};
  return rule;
}

}  // namespace streamlint::analysis
