#include "analysis/analyze.h"

#include <algorithm>
#include <exception>

#include "analysis/fix_validation.h"
#include "analysis/notebook.h"
#include "analysis/query_model/query_model.h"
#include "analysis/rules/rule.h"
#include "analysis/sql_file.h"
#include "analysis/suppression.h"

namespace streamlint::analysis {
namespace {

bool before(const Finding& a, const Finding& b) {
  if (a.range.start_byte != b.range.start_byte) return a.range.start_byte < b.range.start_byte;
  if (a.code != b.code) return a.code < b.code;
  return a.range.end_byte < b.range.end_byte;
}

bool same_place(const Finding& a, const Finding& b) { return a.code == b.code && a.range == b.range; }

bool has_lone_carriage_return(std::string_view text) {
  for (std::size_t i = text.find('\r'); i != std::string_view::npos; i = text.find('\r', i + 1)) {
    if (i + 1 == text.size() || text[i + 1] != '\n') return true;
  }
  return false;
}

std::string normalise_lone_carriage_returns(std::string_view text) {
  std::string out(text);
  for (std::size_t i = 0; i < out.size(); ++i) {
    if (out[i] == '\r' && (i + 1 == out.size() || out[i + 1] != '\n')) out[i] = '\n';
  }
  return out;
}

}  // namespace

AnalysisResult analyze(const Snapshot& snapshot, const ProjectFacts& project, const RuleSelection& selection) {
  AnalysisResult result;
  // Old Mac line ends (a lone '\r') end lines for Python and LSP, but not for tree-sitter: analyse
  // a copy with each lone '\r' as '\n'. Same length, so every byte offset holds for the original.
  std::string with_newlines;
  std::string_view text = snapshot.text;
  if (has_lone_carriage_return(text)) {
    with_newlines = normalise_lone_carriage_returns(text);
    text = with_newlines;
  }
  // A notebook is parsed cell by cell (with magic lines blanked), a module as one tree.
  std::vector<SyntaxTree> cells;
  std::vector<SourceRange> cell_ranges;  // notebooks only
  std::string masked;
  if (is_sql_path(snapshot.path)) {
    // SQL: no Python tree.
  } else if (is_databricks_notebook(text)) {
    masked = mask_magic_lines(text);
    for (const SourceRange& c : notebook_cells(masked)) {
      cell_ranges.push_back(c);
      cells.push_back(SyntaxTree::parse_range(masked, c.start_byte, c.end_byte, {c.start.row, c.start.column}));
    }
  } else if (snapshot.tree && text.data() == snapshot.text.data()) {
    cells.push_back(*snapshot.tree);
  } else {
    cells.push_back(SyntaxTree::parse(text));
  }
  std::vector<TSNode> roots;
  for (const SyntaxTree& t : cells) roots.push_back(t.root());
  ModuleModel model;
  const bool sql = is_sql_path(snapshot.path);
  const std::string_view parsed = masked.empty() ? std::string_view(text) : std::string_view(masked);
  try {
    if (sql) {
      model.sql_statements = split_sql_statements(text);  // a pipeline's SQL source file
    } else {
      model = build_module_model(roots, parsed, std::string(snapshot.path));
    }
  } catch (const std::exception& e) {
    result.internal_errors.push_back(std::string("query model: ") + e.what());
    return result;
  }
  if (project.compute == Compute::Pipeline) {
    // A pipeline library file is pipeline code throughout: the pipeline owns checkpoints and triggers.
    for (auto& q : model.queries) q.in_pipeline_dataset = true;
    for (auto& t : model.triggers) t.in_pipeline_dataset = true;
    for (auto& s : model.sources) {
      auto copy = std::make_shared<Source>(*s);
      copy->in_pipeline_dataset = true;
      s = copy;
    }
  }
  result.queries = describe_queries(model);
  for (const StreamingQuery& q : model.queries) {
    const auto location = q.checkpoint_location();
    const OptionSetting* option = q.writer.options.find("checkpointLocation");
    if (!location || !option || q.in_pipeline_dataset) continue;
    const SourceRange at = option->key_range.resolve(text);
    const bool seen = std::any_of(result.checkpoints.begin(), result.checkpoints.end(),
                                  [&](const CheckpointUse& c) { return c.range == at; });
    if (!seen) result.checkpoints.push_back({*location, std::string(snapshot.path), at});
  }
  RuleCache cache;
  for (const Rule& rule : all_rules()) {
    if (!selection.enabled(rule.code)) continue;
    RuleContext ctx{model, project, text, result.findings, cache, snapshot.path};
    try {
      rule.check(ctx);
    } catch (const std::exception& e) {
      result.internal_errors.push_back(std::string(rule.code) + ": " + e.what());
    }
  }
  // A fix that would leave code that no longer parses is not offered (the finding stays).
  for (Finding& f : result.findings) {
    if (!snapshot.fixes) f.fix.reset();
    if (!f.fix || f.fix->edits.empty() || cells.empty() || !snapshot.check_fixes) continue;
    const uint32_t at = f.fix->edits.front().range.start_byte;
    std::size_t i = 0;
    while (i + 1 < cells.size() && !(at < cell_ranges[i].end_byte)) ++i;
    if (!edits_keep_syntax(parsed, cells[i], f.fix->edits)) {
      f.fix.reset();
    }
  }
  if (snapshot.baselines) {
    if (!cache.baselines) cache.baselines = baselines_of(model, project, text, std::string(snapshot.path));
    for (auto& [baseline, sites] : *cache.baselines) {
      baseline.file = std::string(snapshot.path);
      result.baselines.push_back(std::move(baseline));
    }
  }
  std::vector<NoqaComment> noqa = sql ? find_sql_noqa_comments(text) : std::vector<NoqaComment>{};
  for (TSNode root : roots) {
    auto found = find_noqa_comments(root, text);
    noqa.insert(noqa.end(), found.begin(), found.end());
  }
  apply_noqa(result.findings, noqa, text, selection.enabled("SR000"));
  // A helper run in several contexts reports the same place more than once: keep the first.
  std::stable_sort(result.findings.begin(), result.findings.end(), before);
  result.findings.erase(std::unique(result.findings.begin(), result.findings.end(), same_place),
                        result.findings.end());
  assign_fingerprints(result.findings, text);
  return result;
}

}  // namespace streamlint::analysis
