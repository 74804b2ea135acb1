#include "analysis/analyze.h"

#include <algorithm>
#include <exception>

#include "analysis/query_model/query_model.h"
#include "analysis/rules/rule.h"

namespace streamlint::analysis {
namespace {

bool before(const Finding& a, const Finding& b) {
  if (a.range.start_byte != b.range.start_byte) return a.range.start_byte < b.range.start_byte;
  if (a.code != b.code) return a.code < b.code;
  return a.range.end_byte < b.range.end_byte;
}

bool same_place(const Finding& a, const Finding& b) { return a.code == b.code && a.range == b.range; }

}  // namespace

AnalysisResult analyze(const Snapshot& snapshot, const ProjectFacts& project) {
  AnalysisResult result;
  SyntaxTree parsed;
  const SyntaxTree* tree = snapshot.tree;
  if (!tree) {
    parsed = SyntaxTree::parse(snapshot.text);
    tree = &parsed;
  }
  ModuleModel model;
  try {
    model = build_module_model(tree->root(), snapshot.text);
  } catch (const std::exception& e) {
    result.internal_errors.push_back(std::string("query model: ") + e.what());
    return result;
  }
  for (const Rule& rule : all_rules()) {
    RuleContext ctx{model, project, snapshot.text, result.findings};
    try {
      rule.check(ctx);
    } catch (const std::exception& e) {
      result.internal_errors.push_back(std::string(rule.code) + ": " + e.what());
    }
  }
  // A helper run in several contexts reports the same place more than once: keep the first.
  std::stable_sort(result.findings.begin(), result.findings.end(), before);
  result.findings.erase(std::unique(result.findings.begin(), result.findings.end(), same_place),
                        result.findings.end());
  return result;
}

}  // namespace streamlint::analysis
