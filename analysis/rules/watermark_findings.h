// The watermark rules (SR201-SR206) decide together: the most specific finding on an operator wins
// over SR204 (RULES.md "The most specific rule wins"). This computes, per query, which operator
// gets which of them; each rule file reports its own code from it.
#pragma once

#include <string>
#include <vector>

#include "analysis/finding.h"
#include "analysis/project_facts.h"
#include "analysis/query_model/stateful.h"
#include "analysis/query_model/streaming_query.h"

namespace streamlint::analysis {

struct WatermarkFinding {
  std::string code;
  Severity severity;
  Span range;
  std::string message;
  std::optional<Fix> fix;
  // Set when the finding holds only for unknown arguments: a stand-in's query whose caller's
  // stream decides (RuleContext::depends_on_caller).
  const StreamingQuery* stand_in = nullptr;
};

struct RuleContext;

// Findings of SR201-SR206 for every query of the module, most specific first, SR204 only where
// nothing more specific fired on the same operator.
std::vector<WatermarkFinding> watermark_findings(const RuleContext& ctx);

// Reports the findings of `code` among the module's (computed once per module, in RuleCache):
// each of SR201-SR206 is this over the one shared decision.
void report_watermark_findings(RuleContext& ctx, std::string_view code);

}  // namespace streamlint::analysis
