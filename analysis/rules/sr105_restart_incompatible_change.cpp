// SR105 restart-incompatible-change (RULES.md checkpoint; streaming-facts.md §1.4): against the
// shape streamlint.lock recorded for the same checkpoint, the number or type of sources, a file
// sink's output path, or a restart-pinned conf changed. Rate limits, a Kafka sink's topic and
// filters may change; they are not recorded.
#include <algorithm>

#include "analysis/query_model/streaming_query.h"
#include "analysis/rules/doc_links.h"
#include "analysis/rules/rule.h"
#include "analysis/text_util.h"

namespace streamlint::analysis {
namespace {

std::string listed(std::vector<std::string> items) {
  std::sort(items.begin(), items.end());
  std::string out;
  for (std::size_t i = 0; i < items.size(); ++i) out += (i ? ", " : "") + items[i];
  return out.empty() ? "none" : out;
}

// Whether a pinned conf keeps its recorded value: Spark reads multipleWatermarkPolicy in any case
// (streaming-facts.md §2.5, "min"/"max").
bool same_conf(std::string_view key, std::string_view was, std::string_view now) {
  if (key == "spark.sql.streaming.multipleWatermarkPolicy") return iequals(trim_spaces(was), trim_spaces(now));
  return was == now;
}

}  // namespace

void check_sr105_restart_incompatible_change(RuleContext& ctx) {
  if (!ctx.project.baseline) return;
  for (const auto& [now, sites] : ctx.baselines()) {
    const auto found = ctx.project.baseline->queries.find(now.checkpoint);
    if (found == ctx.project.baseline->queries.end()) continue;
    const QueryBaseline& was = found->second;
    const std::string where = "Checkpoint \"" + now.checkpoint + "\" (streamlint.lock): ";
    const std::string fails = ": the restart fails or reads the checkpoint wrongly. Use a new checkpoint path, then "
                              "run `streamlint lock`.";
    auto unknown = [](const std::vector<std::string>& s) { return std::count(s.begin(), s.end(), "unknown") > 0; };
    if (!unknown(was.sources) && !unknown(now.sources) && listed(was.sources) != listed(now.sources)) {
      ctx.report("SR105", Severity::Error, sites.terminal,
                 where + "the sources changed from " + listed(was.sources) + " to " + listed(now.sources) + fails);
    }
    // One directory however written (`/out/events/`, `/out//events`), as SR102 compares paths.
    if (!was.sink_path.empty() && !now.sink_path.empty() &&
        normalise_path(was.sink_path) != normalise_path(now.sink_path)) {
      ctx.report("SR105", Severity::Error, sites.terminal,
                 where + "the file sink's output path changed from \"" + was.sink_path + "\" to \"" + now.sink_path +
                     "\"" + fails);
    }
    for (const auto& [key, value] : now.pinned_confs) {
      const auto before = was.pinned_confs.find(key);
      if (before == was.pinned_confs.end() || same_conf(key, before->second, value)) continue;
      const auto site = sites.pinned_confs.find(key);
      ctx.report("SR105", Severity::Error, site != sites.pinned_confs.end() ? site->second : sites.terminal,
                 where + key + " changed from " + before->second + " to " + value +
                     ": it cannot change between restarts of a stateful query. Keep " + before->second +
                     " or use a new checkpoint path, then run `streamlint lock`.");
    }
  }
}

const Rule& rule_sr105() {
  static const Rule rule{
      {"SR105", "restart-incompatible-change", Severity::Error, "checkpoint",
       "Against streamlint.lock, a query's sources, file-sink path or a restart-pinned conf changed while its "
       "checkpoint stayed the same.",
       "The number or type of input sources, a file sink's output directory, and spark.sql.shuffle.partitions, "
       "the state store providerClass and multipleWatermarkPolicy cannot change between restarts from one "
       "checkpoint. Rate limits, a Kafka sink's topic and filters can.",
       "Keep the recorded value, or start the changed query on a new checkpoint path; then run `streamlint lock`.",
       "# problem: streamlint.lock recorded one source for CKPT\nq = orders.union(returns).writeStream\n"
       "# fixed\nq.option(\"checkpointLocation\", CKPT_V2)",
       {kRecoveryDoc, kCheckpointsDoc}, "1.4",
       {"baseline"}, {}},
      check_sr105_restart_incompatible_change, nullptr};
  return rule;
}

}  // namespace streamlint::analysis
