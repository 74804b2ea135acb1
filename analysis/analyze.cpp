#include "analysis/analyze.h"

#include <algorithm>
#include <set>
#include <exception>

#include "analysis/fix_validation.h"
#include "analysis/notebook.h"
#include "analysis/python_source.h"
#include "analysis/query_model/query_model.h"
#include "analysis/rules/rule.h"
#include "analysis/rules/shared_checkpoints.h"
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

}  // namespace

namespace {

// FNV-1a over 64-bit words: identities of call sites and branches in checkpoint uses.
std::uint64_t mix(std::uint64_t hash, std::uint64_t word) {
  for (int i = 0; i < 8; ++i) {
    hash ^= (word >> (8 * i)) & 0xff;
    hash *= 1099511628211ULL;
  }
  return hash;
}
std::uint64_t key_hash(const NodeKey& k) { return mix(mix(1469598103934665603ULL, k.serial), k.index); }

// The checkpoint uses of the entry's queries (constant locations only), once per key and site.
std::vector<CheckpointUse> checkpoint_uses(const ModuleModel& model, std::string_view path, std::string_view text) {
  std::vector<CheckpointUse> uses;
  for (const StreamingQuery& q : model.queries) {
    const auto location = q.checkpoint_location();
    const OptionSetting* option = q.writer.options.find("checkpointLocation");
    if (!location || !option || q.in_pipeline_dataset) continue;
    CheckpointUse use;
    use.location = *location;
    const std::string* file = option->key_range.file();
    use.file = file && !file->empty() ? *file : std::string(path);
    use.range = option->key_range.resolve(text);
    use.entry = std::string(path);
    use.site = mix(mix(1469598103934665603ULL, q.terminal_range.serial), q.terminal_range.start);
    for (const NodeKey& call : q.call_context) use.site = mix(use.site, key_hash(call));
    use.started_at = q.started_at;
    use.awaited_at = q.awaited_at;
    for (const auto& [statement, branch] : q.branches) use.branches.push_back({key_hash(statement), branch});
    const bool seen = std::any_of(uses.begin(), uses.end(), [&](const CheckpointUse& c) {
      return c.range == use.range && c.file == use.file && c.site == use.site;
    });
    if (!seen) uses.push_back(std::move(use));
  }
  return uses;
}

// The module phase over a parsed file.
AnalysisResult analyze_source(const Snapshot& snapshot, const ProjectFacts& project, const RuleSelection& selection,
                              const ParsedPython& source, bool sql) {
  AnalysisResult result;
  const std::string_view text = source.text();
  const std::string_view parsed = source.parsed();
  const std::vector<SyntaxTree>& cells = source.trees;
  const std::vector<SourceRange>& cell_ranges = source.cell_ranges;
  const std::vector<TSNode> roots = source.roots();
  ModuleModel model;
  try {
    if (sql) {
      model.sql_statements = split_sql_statements(text);  // a pipeline's SQL source file
    } else if (snapshot.run && snapshot.units && !source.notebook()) {
      snapshot.run->update(*snapshot.units);  // re-runs only what the edit changed
      model = assemble_module_model(snapshot.run->runs(), {snapshot.units->begin(), snapshot.units->end()}, nullptr);
    } else {
      model = build_module_model(roots, parsed, std::string(snapshot.path), snapshot.modules, snapshot.identity);
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
  result.checkpoints = checkpoint_uses(model, snapshot.path, text);
  {
    std::vector<const ModuleSummary*> pending;
    for (const auto& m : model.modules) pending.push_back(m.get());
    std::set<const ModuleSummary*> seen;
    while (!pending.empty()) {
      const ModuleSummary* m = pending.back();
      pending.pop_back();
      if (!m || !seen.insert(m).second) continue;
      if (!m->file.empty()) result.module_files.push_back(m->file);
      for (const auto& i : m->imported) pending.push_back(i.get());
    }
    std::sort(result.module_files.begin(), result.module_files.end());
    result.module_files.erase(std::unique(result.module_files.begin(), result.module_files.end()), result.module_files.end());
  }
  RuleCache cache;
  std::vector<Finding> found;
  for (const Rule& rule : all_rules()) {
    if (!rule.check || !selection.enabled(rule.code)) continue;
    RuleContext ctx{model, project, text, found, cache, snapshot.path};
    try {
      rule.check(ctx);
    } catch (const std::exception& e) {
      result.internal_errors.push_back(std::string(rule.code) + ": " + e.what());
    }
  }
  for (Finding& f : found) {
    if (!f.file.empty()) {
      f.fix.reset();  // fixes edit the analysed text only
      result.elsewhere.push_back(std::move(f));
      continue;
    }
    // A fix that would leave code that no longer parses is not offered (the finding stays).
    if (!snapshot.fixes) f.fix.reset();
    if (f.fix && !f.fix->edits.empty() && !cells.empty() && snapshot.check_fixes) {
      const uint32_t at = f.fix->edits.front().range.start_byte;
      std::size_t i = 0;
      while (i + 1 < cells.size() && !(at < cell_ranges[i].end_byte)) ++i;
      if (!edits_keep_syntax(parsed, cells[i], f.fix->edits)) f.fix.reset();
    }
    result.findings.push_back(std::move(f));
  }
  if (snapshot.baselines) {
    if (!cache.baselines) cache.baselines = baselines_of(model, project, text, std::string(snapshot.path));
    for (auto& [baseline, sites] : *cache.baselines) {
      baseline.file = std::string(snapshot.path);
      result.baselines.push_back(std::move(baseline));
    }
  }
  if (sql) result.noqa = find_sql_noqa_comments(text);
  for (TSNode root : roots) {
    auto comments = find_noqa_comments(root, text);
    result.noqa.insert(result.noqa.end(), comments.begin(), comments.end());
  }
  return result;
}

ParsedPython parse_snapshot(const Snapshot& snapshot, bool sql) {
  if (!sql) return parse_python(snapshot.text, snapshot.tree);
  ParsedPython source;  // a SQL file has no Python tree
  source.original = snapshot.text;
  return source;
}

}  // namespace

AnalysisResult analyze_module(const Snapshot& snapshot, const ProjectFacts& project, const RuleSelection& selection) {
  const bool sql = is_sql_path(snapshot.path);
  return analyze_source(snapshot, project, selection, parse_snapshot(snapshot, sql), sql);
}

AnalysisResult analyze(const Snapshot& snapshot, const ProjectFacts& project, const RuleSelection& selection) {
  const bool sql = is_sql_path(snapshot.path);
  const ParsedPython source = parse_snapshot(snapshot, sql);
  AnalysisResult result = analyze_source(snapshot, project, selection, source, sql);
  // The project phase over this file and the workspace's other uses (given by the caller).
  if (selection.enabled("SR102")) {
    std::vector<CheckpointUse> uses = result.checkpoints;
    uses.insert(uses.end(), project.workspace_checkpoints.begin(), project.workspace_checkpoints.end());
    for (Finding& f : shared_checkpoint_findings(uses, snapshot.path)) {
      (f.file == snapshot.path ? result.findings : result.elsewhere).push_back(std::move(f));
    }
  }
  finish_findings(result.findings, result.noqa, source.text(), selection, snapshot.path);
  return result;
}

std::vector<NoqaComment> noqa_comments(std::string_view path, std::string_view text) {
  if (is_sql_path(path)) return find_sql_noqa_comments(text);
  const ParsedPython source = parse_python(text);
  std::vector<NoqaComment> out;
  for (TSNode root : source.roots()) {
    auto comments = find_noqa_comments(root, source.text());
    out.insert(out.end(), comments.begin(), comments.end());
  }
  return out;
}

void finish_findings(std::vector<Finding>& findings, const std::vector<NoqaComment>& noqa, std::string_view text,
                     const RuleSelection& selection, std::string_view file) {
  for (Finding& f : findings) {
    if (f.file == file) f.file.clear();
    for (RelatedLocation& r : f.related) {
      if (r.file == file) r.file.clear();
    }
  }
  findings.erase(std::remove_if(findings.begin(), findings.end(), [&](const Finding& f) { return !selection.enabled(f.code); }),
                 findings.end());
  apply_noqa(findings, noqa, text, selection.enabled("SR000"));
  // A helper run in several contexts reports the same place more than once: keep the first.
  std::stable_sort(findings.begin(), findings.end(), before);
  findings.erase(std::unique(findings.begin(), findings.end(), same_place), findings.end());
  assign_fingerprints(findings, text);
}

}  // namespace streamlint::analysis
