// SR710 dataset-type-changed (RULES.md pipeline, baseline; streaming-facts.md §11, "Changing
// dataset type"): a pipeline dataset recorded in streamlint.lock as a streaming table is now a
// materialized view, or the reverse. The pipeline cannot change a dataset's type in place, and a
// full refresh does not help: the table must be dropped or renamed.
#include "analysis/rules/doc_links.h"
#include "analysis/rules/rule.h"

namespace streamlint::analysis {

void check_sr710_dataset_type_changed(RuleContext& ctx) {
  if (!ctx.project.baseline || ctx.project.baseline->datasets.empty()) return;
  for (const PipelineDataset& d : ctx.pipeline().datasets) {
    const auto kind = d.stored_as();
    const auto locked = ctx.project.baseline->datasets.find(d.name);
    if (!kind || locked == ctx.project.baseline->datasets.end()) continue;  // unknown, or new (renamed)
    const std::string_view now = stored_kind_name(*kind);
    if (locked->second.kind == now) continue;
    auto spelled = [](std::string_view k) { return k == "streaming_table" ? "a streaming table" : "a materialized view"; };
    ctx.report("SR710", Severity::Error, d.range,
               "`" + d.name + "` is recorded in streamlint.lock as " + spelled(locked->second.kind) +
                   " and is now " + spelled(now) +
                   ": a pipeline cannot change a dataset's type in place, and a full refresh does not help. Give "
                   "the new definition a new name (and drop the old table), or keep the recorded type; then run `streamlint lock`.");
  }
}

const Rule& rule_sr710() {
  static const Rule rule{
      {"SR710", "dataset-type-changed", Severity::Error, "pipeline",
       "Against streamlint.lock, a pipeline dataset changed between streaming table and materialized view.",
       "A pipeline dataset keeps the type it was created with: a streaming table cannot become a materialized "
       "view in place, nor the reverse, and a full refresh (which clears and recomputes the data) does not change "
       "the type either (streaming-facts.md section 11, \"Changing dataset type\"). The update fails until the "
       "table is dropped. `streamlint lock` records each dataset's type; a renamed dataset is a new one.",
       "Give the new definition a new name and drop the old table, or keep the recorded type; then run "
       "`streamlint lock`.",
       "# recorded: orders_daily is a streaming table\n# problem\n@dp.materialized_view\ndef orders_daily():\n"
       "    return spark.read.table(\"orders\")\n# fixed: a new name\n@dp.materialized_view\ndef orders_daily_mv():\n"
       "    return spark.read.table(\"orders\")",
       {kPipelineRefreshDoc, kPipelinePythonDoc}, "6.3, 11",
       {"baseline"}, {}},
      check_sr710_dataset_type_changed, nullptr};
  return rule;
}

}  // namespace streamlint::analysis
