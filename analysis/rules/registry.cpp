#include "analysis/rules/rule.h"

namespace streamlint::analysis {

const std::vector<Rule>& all_rules() {
  static const std::vector<Rule> rules = {
      {"SR101", check_sr101_missing_checkpoint_location},
      {"SR301", check_sr301_trigger_once_deprecated},
      {"SR302", check_sr302_continuous_trigger},
      {"SR303", check_sr303_foreach_batch_with_continuous_trigger},
      {"SR307", check_sr307_rate_limit_ignored},
  };
  return rules;
}

}  // namespace streamlint::analysis
