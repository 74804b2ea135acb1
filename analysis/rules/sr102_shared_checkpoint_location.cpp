// SR102 shared-checkpoint-location (RULES.md checkpoint; streaming-facts.md §1.3).
#include <set>

#include "analysis/rules/query_facts.h"
#include "analysis/rules/rule.h"

namespace streamlint::analysis {

void check_sr102_shared_checkpoint_location(RuleContext& ctx) {
  const auto& queries = ctx.model.queries;
  std::vector<std::optional<std::string>> paths;  // each query's path, computed once
  for (const StreamingQuery& q : queries) paths.push_back(q.checkpoint_location());
  for (std::size_t i = 0; i < queries.size(); ++i) {
    const auto& path = paths[i];
    if (!path || queries[i].in_pipeline_dataset) continue;
    std::vector<const StreamingQuery*> sharing;
    for (std::size_t j = 0; j < queries.size(); ++j) {
      // A loop re-runs one site (same call, same context); a helper called from two places does not.
      if (i == j || (queries[j].terminal_range == queries[i].terminal_range &&
                     queries[j].call_context == queries[i].call_context)) {
        continue;
      }
      if (paths[j] != path) continue;
      // One query awaited before the other starts cannot overlap it (SR104 compares their state),
      // nor can two queries in different branches of one if.
      if (runs_before(queries[i], queries[j]) || runs_before(queries[j], queries[i])) continue;
      if (queries[i].exclusive_with(queries[j])) continue;
      sharing.push_back(&queries[j]);
    }
    // The same location in other files of the workspace (their queries run as separate jobs).
    std::vector<const CheckpointUse*> elsewhere;
    for (const CheckpointUse& use : ctx.project.workspace_checkpoints) {
      if (use.location == *path) elsewhere.push_back(&use);
    }
    if (sharing.empty() && elsewhere.empty()) continue;
    const OptionSetting* option = queries[i].writer.options.find("checkpointLocation");
    const std::size_t others = sharing.size() + elsewhere.size();
    std::string message = "Checkpoint \"" + *path + "\" is shared with " + std::to_string(others) + " other quer" +
                          (others == 1 ? "y" : "ies");
    if (!elsewhere.empty()) {
      std::set<std::string> files;
      for (const CheckpointUse* use : elsewhere) files.insert(use->file);
      // Name a few files; relatedInformation lists every use.
      constexpr std::size_t kNamed = 3;
      message += " (in ";
      std::size_t named = 0;
      for (auto it = files.begin(); it != files.end() && named < kNamed; ++it, ++named) {
        message += (named ? ", " : "") + *it;
      }
      if (files.size() > kNamed) message += " and " + std::to_string(files.size() - kNamed) + " more files";
      message += ")";
    }
    ctx.report("SR102", Severity::Error, option->key_range,
               message + ": each query must have its own checkpoint, or offsets, commits and state interleave.");
    for (const StreamingQuery* other : sharing) {
      const Span at = other->writer.options.find("checkpointLocation")->key_range;
      if (at != option->key_range) {
        ctx.findings.back().related.push_back({ctx.resolve(at), "the same checkpoint is used here", ""});
      }
    }
    for (const CheckpointUse* use : elsewhere) {
      ctx.findings.back().related.push_back({use->range, "the same checkpoint is used here", use->file});
    }
  }
}

}  // namespace streamlint::analysis
