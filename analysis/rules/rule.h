// The rule interface. A rule reads the query model (never raw syntax it could get from the
// model) and reports findings with RULES.md's code, severity and range.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "analysis/finding.h"
#include "analysis/project_facts.h"
#include "analysis/query_model/streaming_query.h"

namespace streamlint::analysis {

struct RuleContext {
  const ModuleModel& model;
  const ProjectFacts& project;
  std::string_view source;
  std::vector<Finding>& findings;

  void report(std::string_view code, Severity severity, SourceRange range, std::string message,
              std::optional<Fix> fix = std::nullopt) {
    findings.push_back({std::string(code), severity, range, std::move(message), std::move(fix), false});
  }
  std::string_view text(const SourceRange& range) const {
    return source.substr(range.start_byte, range.end_byte - range.start_byte);
  }
};

struct Rule {
  std::string_view code;
  void (*check)(RuleContext&);
};

// Every implemented rule, ordered by code.
const std::vector<Rule>& all_rules();

// Rule entry points, one file each (analysis/rules/srNNN_*.cpp).
void check_sr101_missing_checkpoint_location(RuleContext&);
void check_sr301_trigger_once_deprecated(RuleContext&);
void check_sr302_continuous_trigger(RuleContext&);
void check_sr303_foreach_batch_with_continuous_trigger(RuleContext&);
void check_sr307_rate_limit_ignored(RuleContext&);

}  // namespace streamlint::analysis
