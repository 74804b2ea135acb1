// The one engine entry point shared by the CLI and the server (DESIGN.md "Layers").
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "analysis/baseline/query_baseline.h"
#include "analysis/finding.h"
#include "analysis/project_facts.h"
#include "analysis/review/query_card.h"
#include "analysis/rule_selection.h"
#include "analysis/syntax/syntax_tree.h"

namespace streamlint::analysis {

// One file's text at one moment, with its syntax tree when the caller already has one.
struct Snapshot {
  std::string_view path;            // for messages only; never read from disk here
  std::string_view text;            // UTF-8
  const SyntaxTree* tree = nullptr;  // parsed from exactly `text`; parsed here when null
  // Offer quick fixes. Each is re-parsed to prove it keeps the syntax, which costs about a parse of
  // the file per fix: callers that show no fixes (plain text reports) turn this off.
  bool fixes = true;
  // Prove each fix keeps the syntax here. An editor turns this off and checks the one fix a code
  // action asks for (fix_keeps_syntax), which keeps edit -> diagnostics fast.
  bool check_fixes = true;
  // Also describe each query's restart shape (AnalysisResult::baselines), for `streamlint lock`.
  bool baselines = false;
};

struct AnalysisResult {
  std::vector<Finding> findings;     // sorted by position, then code; one per (code, range)
  std::vector<std::string> internal_errors;  // a rule that threw: reported, never fatal
  std::vector<QueryCard> queries;            // the module's streaming queries, summarised
  // Checkpoints of this file's queries (`file` is the snapshot's path), for workspace-wide SR102.
  std::vector<CheckpointUse> checkpoints;
  // The restart shape of each query with a constant checkpoint, when Snapshot::baselines asked.
  std::vector<QueryBaseline> baselines;
};

// Runs the selected rules, then applies `# noqa` comments (reporting unused ones as SR000).
AnalysisResult analyze(const Snapshot& snapshot, const ProjectFacts& project, const RuleSelection& selection = {});

}  // namespace streamlint::analysis
