// Which rules run for a file: `select` / `ignore` from configuration (codes or code prefixes such as
// "SR3"), the same shape as ruff's. Per-file ignores are resolved by the caller into `ignore`.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace streamlint::analysis {

struct RuleSelection {
  std::vector<std::string> select;  // empty: every rule
  std::vector<std::string> ignore;

  // True when `code` is selected and not ignored. The longest matching prefix decides, so
  // select=["SR3"], ignore=["SR301"] runs every SR3xx rule but SR301.
  bool enabled(std::string_view code) const;
  bool operator==(const RuleSelection&) const = default;
};

}  // namespace streamlint::analysis
