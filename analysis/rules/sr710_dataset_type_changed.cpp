// SR710 dataset-type-changed (RULES.md pipeline, baseline; streaming-facts.md §11, "Changing
// dataset type"): a pipeline dataset recorded in streamlint.lock as a streaming table is now a
// materialized view, or the reverse. The pipeline cannot change a dataset's type in place, and a
// full refresh does not help: the table must be dropped or renamed.
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

}  // namespace streamlint::analysis
