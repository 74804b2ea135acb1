#include <exception>

#include "analysis/rules/rule.h"

namespace streamlint::analysis {

const std::vector<Rule>& all_rules() {
#define STREAMLINT_LIST_RULE(code) rule_##code(),
  static const std::vector<Rule> rules = {STREAMLINT_RULE_CODES(STREAMLINT_LIST_RULE)};
#undef STREAMLINT_LIST_RULE
  return rules;
}

void run_rules(const ModuleModel& model, const ProjectFacts& project, const RuleSelection& selection,
               std::string_view source, std::string_view path, SourceLanguage language, RulePass pass,
               std::vector<Finding>& found, std::vector<std::string>& errors, RuleCache* cache) {
  RuleCache local;
  RuleCache& shared = cache ? *cache : local;
  for (const Rule& rule : all_rules()) {
    if (!selection.enabled(rule.doc.code)) continue;
    RuleContext ctx{model, project, source, found, shared, path, language};
    for (auto check : {pass != RulePass::Across ? rule.check : nullptr,
                       pass != RulePass::Fragment ? rule.check_across : nullptr}) {
      if (!check) continue;
      try {
        check(ctx);
      } catch (const std::exception& e) {
        errors.push_back(std::string(rule.doc.code) + ": " + e.what());
      }
    }
  }
}

}  // namespace streamlint::analysis
