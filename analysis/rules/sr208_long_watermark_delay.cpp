// SR208 long-watermark-delay (RULES.md watermark; streaming-facts.md §2.7). The threshold is our
// heuristic (no official number): one day by default.
#include "analysis/query_model/stateful.h"
#include "analysis/rules/rule.h"

namespace streamlint::analysis {

void check_sr208_long_watermark_delay(RuleContext& ctx) {
  constexpr double kThresholdSeconds = 86400;
  for (const StreamingQuery& q : ctx.model.queries) {
    if (!q.writer.input) continue;
    for (const Watermark& w : analyse_shape(*q.writer.input).watermarks) {
      auto seconds = interval_seconds(w.delay);
      if (!seconds || *seconds <= kThresholdSeconds) continue;
      ctx.report("SR208", Severity::Information, w.range,
                 "Watermark delay \"" + w.delay +
                     "\" is longer than a day: state for every window is kept that long, and append output is "
                     "delayed by it.");
    }
  }
}

}  // namespace streamlint::analysis
