#include "analysis/fixes.h"

#include <algorithm>
#include <iterator>

namespace streamlint::analysis {

FixRound apply_fixes(std::string_view text, const std::vector<Finding>& findings, bool unsafe) {
  FixRound round;
  std::vector<TextEdit> taken;
  // An unused noqa (SR000) is removed only in a round that fixes nothing else: another fix can make
  // it used (once -> availableNow on serverless brings SR305 its noqa was written for), and the
  // next round's analysis tells.
  const bool others = std::any_of(findings.begin(), findings.end(), [&](const Finding& f) {
    return f.code != "SR000" && f.fix && (f.fix->safe || unsafe);
  });
  for (const Finding& f : findings) {
    if (!f.fix || (!f.fix->safe && !unsafe) || (others && f.code == "SR000")) continue;
    bool overlaps = false;
    for (const TextEdit& e : f.fix->edits) {
      for (const TextEdit& t : taken) {
        // Overlapping ranges, or two insertions at one point (their order would be arbitrary).
        const bool same_point = e.range.start_byte == t.range.start_byte && e.range.start_byte == e.range.end_byte &&
                                t.range.start_byte == t.range.end_byte;
        overlaps = overlaps || same_point ||
                   (e.range.start_byte < t.range.end_byte && t.range.start_byte < e.range.end_byte);
      }
    }
    if (overlaps) continue;
    taken.insert(taken.end(), f.fix->edits.begin(), f.fix->edits.end());
    ++round.applied;
    round.codes.insert(f.code);
  }
  round.text = apply_edits(text, taken);
  return round;
}

FixResult fix_until_stable(const Snapshot& file, std::string_view text, const ProjectFacts& project,
                           const RuleSelection& selection, bool unsafe, const FixFilter& fixable, int max_rounds) {
  FixResult result;
  result.text = std::string(text);
  Snapshot snapshot = file;
  snapshot.tree = nullptr;
  snapshot.text = result.text;
  // Each round fixes what is left after `noqa` (a suppressed finding is never fixed).
  AnalysisResult current = analyze(snapshot, project, selection);
  while (result.rounds < max_rounds) {
    std::vector<Finding> chosen;
    if (fixable) {
      std::copy_if(current.findings.begin(), current.findings.end(), std::back_inserter(chosen),
                   [&](const Finding& f) { return fixable(f, result.rounds); });
    }
    FixRound round = apply_fixes(result.text, fixable ? chosen : current.findings, unsafe);
    if (round.applied == 0 || round.text == result.text) break;
    ++result.rounds;
    result.applied += round.applied;
    result.text = std::move(round.text);
    snapshot.text = result.text;
    current = analyze(snapshot, project, selection);
  }
  result.final = analyze_module(snapshot, project, selection);
  return result;
}

}  // namespace streamlint::analysis
