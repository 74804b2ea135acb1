// SR106 state-safety-check-disabled (RULES.md checkpoint; streaming-facts.md §1.5, §2.6).
#include "analysis/rules/conf_facts.h"
#include "analysis/rules/rule.h"
#include "analysis/text_util.h"

namespace streamlint::analysis {

void check_sr106_state_safety_check_disabled(RuleContext& ctx) {
  for (const SessionConf& c : ctx.model.session_confs) {
    const bool schema_check = iequals(c.key, "spark.sql.streaming.stateStore.stateSchemaCheck");
    const bool correctness = iequals(c.key, "spark.sql.streaming.statefulOperator.checkCorrectness.enabled");
    if ((!schema_check && !correctness) || conf_bool(c.value) != false) continue;
    std::optional<Fix> fix;
    if (c.removal) fix = Fix{"Remove this setting", {{*c.removal, c.removal_text}}, true};
    ctx.report("SR106", Severity::Warning, c.key_range,
               schema_check ? "State schema validation is turned off: an incompatible state schema after a code "
                              "change is read as if it matched, corrupting results instead of failing fast."
                            : "The correctness check for chained stateful operators is turned off: rows the global "
                              "watermark makes late are silently dropped between operators.",
               std::move(fix));
  }
}

}  // namespace streamlint::analysis
