// SR208 long-watermark-delay (RULES.md watermark; streaming-facts.md §2.7). The threshold is our
// heuristic (no official number): one day by default, `long-watermark-threshold` in the project.
#include <set>
#include <vector>

#include "analysis/query_model/stateful.h"
#include "analysis/rules/doc_links.h"
#include "analysis/rules/rule.h"

namespace streamlint::analysis {

namespace {

// The watermarks of `frame` and of every stream a union or join brings into it (a union's second
// input holds its own watermark: RULES.md "Clarifications"), each frame once.
void watermarks_of(const StreamingDataFrame& frame, std::set<const StreamingDataFrame*>& seen, std::vector<Watermark>& out) {
  if (!seen.insert(&frame).second || seen.size() > 256) return;
  for (const Watermark& w : analyse_shape(frame).watermarks) out.push_back(w);
  for (const Operation& op : frame.operations.in_order()) {
    if (op.other) watermarks_of(*op.other, seen, out);
  }
}

}  // namespace

void check_sr208_long_watermark_delay(RuleContext& ctx) {
  std::set<std::pair<std::uint64_t, std::uint32_t>> reported;  // a watermark feeding two queries: once
  // The streams queries write, and every stream a withWatermark made (one only displayed too).
  std::vector<const StreamingDataFrame*> streams;
  for (const StreamingQuery& q : ctx.model.queries) {
    if (q.writer.input) streams.push_back(q.writer.input.get());
  }
  for (const auto& frame : ctx.model.watermarked) streams.push_back(frame.get());
  for (const StreamingDataFrame* stream : streams) {
    std::set<const StreamingDataFrame*> seen;
    std::vector<Watermark> watermarks;
    watermarks_of(*stream, seen, watermarks);
    for (const Watermark& w : watermarks) {
      auto seconds = interval_seconds(w.delay);
      if (!seconds || *seconds <= ctx.project.long_watermark_threshold_seconds) continue;
      if (!reported.insert(w.range.start_key()).second) continue;
      ctx.report("SR208", Severity::Information, w.range,
                 "Watermark delay \"" + w.delay + "\" is longer than " +
                     (ctx.project.long_watermark_threshold == "1 day" ? std::string("a day")
                                                                      : ctx.project.long_watermark_threshold) +
                     ": state for every window is kept that long, and append output is delayed by it.");
    }
  }
}

const Rule& rule_sr208() {
  static const Rule rule{
      {"SR208", "long-watermark-delay", Severity::Information, "watermark",
       "A watermark delay longer than a day.",
       "State for every window is kept until the watermark passes its end, and append output is delayed by the "
       "delay: a week-long watermark keeps a week of state in memory and checkpoints.",
       "Use the shortest delay that covers real lateness; handle very late data with a separate batch correction.",
       "# problem\ndf.withWatermark(\"ts\", \"7 days\")\n# fixed\ndf.withWatermark(\"ts\", \"2 hours\")",
       {kWatermarksDoc}, "2.7",
       {}, {}},
      check_sr208_long_watermark_delay, nullptr};
  return rule;
}

}  // namespace streamlint::analysis
