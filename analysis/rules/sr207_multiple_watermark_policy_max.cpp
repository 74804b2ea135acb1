// SR207 multiple-watermark-policy-max (RULES.md watermark; streaming-facts.md §2.5).
#include "analysis/rules/conf_facts.h"
#include "analysis/rules/doc_links.h"
#include "analysis/rules/rule.h"
#include "analysis/text_util.h"

namespace streamlint::analysis {

void check_sr207_multiple_watermark_policy_max(RuleContext& ctx) {
  for (const SessionConf& c : ctx.model.session_confs) {
    if (c.imported) continue;  // the importing module reports it
    if (!iequals(c.key, "spark.sql.streaming.multipleWatermarkPolicy")) continue;
    auto value = conf_text(c.value);
    if (!value || to_lower(*value) != "max") continue;
    std::optional<Fix> fix;
    if (c.value_is_literal) {
      // Replace the word inside the literal, keeping its quotes; changes semantics (unsafe).
      const std::string_view literal = ctx.text(c.value_range);
      const std::size_t at = to_lower(literal).find("max");
      if (at != std::string::npos) {
        fix = Fix{"Use the min policy", {ctx.edit(sub_span(c.value_range, static_cast<uint32_t>(at), 3), "min")}, false};
      }
    }
    ctx.report("SR207", Severity::Warning, c.key_range,
               "multipleWatermarkPolicy=max moves the global watermark at the fastest stream's pace and drops the "
               "slower streams' data as late; it also cannot change later without a new checkpoint.",
               std::move(fix));
  }
}

const Rule& rule_sr207() {
  static const Rule rule{
      {"SR207", "multiple-watermark-policy-max", Severity::Warning, "watermark",
       "spark.sql.streaming.multipleWatermarkPolicy is set to max.",
       "With max the global watermark follows the fastest input, so data of slower inputs is dropped as late. The "
       "policy cannot change later without discarding the checkpoint.",
       "Keep the default min policy.",
       "# problem\nspark.conf.set(\"spark.sql.streaming.multipleWatermarkPolicy\", \"max\")",
       {kMultipleWatermarksDoc}, "2.5",
       {}, {}},
      check_sr207_multiple_watermark_policy_max, nullptr, true};
  return rule;
}

}  // namespace streamlint::analysis
