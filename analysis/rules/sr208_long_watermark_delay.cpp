// SR208 long-watermark-delay (RULES.md watermark; streaming-facts.md §2.7). The threshold is our
// heuristic (no official number): one day by default, `long-watermark-threshold` in the project.
#include "analysis/query_model/stateful.h"
#include "analysis/rules/rule.h"

namespace streamlint::analysis {

void check_sr208_long_watermark_delay(RuleContext& ctx) {
  for (const StreamingQuery& q : ctx.model.queries) {
    if (!q.writer.input) continue;
    for (const Watermark& w : analyse_shape(*q.writer.input).watermarks) {
      auto seconds = interval_seconds(w.delay);
      if (!seconds || *seconds <= ctx.project.long_watermark_threshold_seconds) continue;
      ctx.report("SR208", Severity::Information, w.range,
                 "Watermark delay \"" + w.delay + "\" is longer than " +
                     (ctx.project.long_watermark_threshold == "1 day" ? std::string("a day")
                                                                      : ctx.project.long_watermark_threshold) +
                     ": state for every window is kept that long, and append output is delayed by it.");
    }
  }
}

}  // namespace streamlint::analysis
