#include "analysis/rule_selection.h"

#include "analysis/text_util.h"

namespace streamlint::analysis {
namespace {

// Length of the longest entry of `list` that prefixes `code` (case-insensitive), or -1.
int longest_prefix(const std::vector<std::string>& list, std::string_view code) {
  int best = -1;
  for (const std::string& entry : list) {
    if (entry.size() <= code.size() && iequals(code.substr(0, entry.size()), entry)) {
      best = std::max(best, static_cast<int>(entry.size()));
    }
  }
  return best;
}

}  // namespace

bool RuleSelection::enabled(std::string_view code) const {
  const int selected = select.empty() ? 0 : longest_prefix(select, code);
  const int ignored = longest_prefix(ignore, code);
  if (selected < 0) return false;
  return ignored < 0 || selected > ignored;
}

}  // namespace streamlint::analysis
