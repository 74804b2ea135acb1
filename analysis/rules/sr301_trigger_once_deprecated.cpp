// SR301 trigger-once-deprecated (RULES.md trigger; streaming-facts.md §3.1-3.2).
#include "analysis/rules/rule.h"

namespace streamlint::analysis {

void check_sr301_trigger_once_deprecated(RuleContext& ctx) {
  for (const Trigger& t : ctx.model.triggers) {
    if (t.kind != TriggerKind::Once || t.in_pipeline_dataset) continue;
    ctx.report("SR301", Severity::Warning, t.call_range,
               "trigger(once=True) is deprecated (Spark 3.4, DBR 11.3 LTS) and ignores rate limits; "
               "use trigger(availableNow=True).",
               Fix{"Replace once=True with availableNow=True", {{t.keyword_range, "availableNow"}}, true});
    ctx.findings.back().deprecated = true;
  }
}

}  // namespace streamlint::analysis
