// SR301 trigger-once-deprecated (RULES.md trigger; streaming-facts.md §3.1-3.2).
#include "analysis/rules/rule.h"

namespace streamlint::analysis {

void check_sr301_trigger_once_deprecated(RuleContext& ctx) {
  for (const Trigger& t : ctx.model.triggers) {
    if (t.kind != TriggerKind::Once || t.in_pipeline_dataset) continue;
    // availableNow reached Delta, Auto Loader and Kafka sources in DBR 10.4 LTS (streaming-facts.md §3.2).
    const bool available_now = !ctx.project.target_dbr || *ctx.project.target_dbr >= DbrVersion{10, 4};
    std::optional<Fix> fix;
    if (available_now) fix = Fix{"Replace once=True with availableNow=True", {ctx.edit(t.keyword_range, "availableNow")}, true};
    ctx.report("SR301", Severity::Warning, t.call_range,
               available_now ? "trigger(once=True) is deprecated (Spark 3.4, DBR 11.3 LTS) and ignores rate limits; "
                               "use trigger(availableNow=True)."
                             : "trigger(once=True) is deprecated from DBR 11.3 LTS and ignores rate limits; plan the "
                               "move to availableNow=True (DBR 10.4 LTS and above).",
               std::move(fix));
    ctx.findings.back().deprecated = true;
  }
}

}  // namespace streamlint::analysis
