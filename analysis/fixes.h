// Applying fixes: one round (non-overlapping fixes, a fix whose edits overlap an earlier one's is
// dropped whole) and rounds to a fixpoint (re-analysing the fixed text between rounds).
#pragma once

#include <functional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "analysis/analyze.h"

namespace streamlint::analysis {

struct FixRound {
  std::string text;
  int applied = 0;
  std::set<std::string> codes;  // codes whose fixes were applied
};

// Applies the fixes of `findings` to `text`; unsafe fixes only when `unsafe`. SR000's (an unused
// noqa removed) only when no other fix applies: the next round, analysed again, tells whether
// the other fixes made the noqa used.
FixRound apply_fixes(std::string_view text, const std::vector<Finding>& findings, bool unsafe);

struct FixResult {
  std::string text;      // the fixed text
  int applied = 0;       // fixes applied over all rounds
  int rounds = 0;
  // The module phase over `text` (analyze_module): the findings left, before the project phase
  // and `noqa` (finish_findings).
  AnalysisResult final;
};

// Which findings' fixes round `round` (0 first) may apply; empty: every finding's. (The project
// phase withdraws some of a file's own findings, rules/stand_in_findings.h: their fixes must not be
// written.)
using FixFilter = std::function<bool(const Finding&, int round)>;

// Analyses and fixes until nothing changes, at most `max_rounds` rounds. `file` gives the path and
// the project modules (its text and tree are ignored).
FixResult fix_until_stable(const Snapshot& file, std::string_view text, const ProjectFacts& project,
                           const RuleSelection& selection, bool unsafe, const FixFilter& fixable = {},
                           int max_rounds = 10);

}  // namespace streamlint::analysis
