#include "analysis/analyze.h"

#include <algorithm>
#include <exception>
#include <optional>
#include <set>
#include <type_traits>

#include "analysis/bundle_yaml.h"
#include "analysis/fix_validation.h"
#include "analysis/incremental_findings.h"
#include "analysis/notebook.h"
#include "analysis/project/project_config.h"
#include "analysis/python_cell_results.h"
#include "analysis/python_source.h"
#include "analysis/query_model/query_model.h"
#include "analysis/rules/pipeline_links.h"
#include "analysis/rules/rule.h"
#include "analysis/rules/shared_checkpoints.h"
#include "analysis/scala/scala_lexical.h"
#include "analysis/scala/scala_source.h"
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

// The files of the project modules read through `modules` (and the modules they imported), sorted.
std::vector<std::string> module_files_of(const std::vector<std::shared_ptr<const ModuleSummary>>& modules) {
  std::vector<std::string> files;
  std::vector<const ModuleSummary*> pending;
  for (const auto& m : modules) pending.push_back(m.get());
  std::set<const ModuleSummary*> seen;
  while (!pending.empty()) {
    const ModuleSummary* m = pending.back();
    pending.pop_back();
    if (!m || !seen.insert(m).second) continue;
    if (!m->file.empty()) files.push_back(m->file);
    for (const auto& i : m->imported) pending.push_back(i.get());
  }
  std::sort(files.begin(), files.end());
  files.erase(std::unique(files.begin(), files.end()), files.end());
  return files;
}

// Whether byte `at` lies in a top-level statement (a root's child) with a syntax error.
bool in_statement_with_error(const std::vector<TSNode>& roots, std::uint32_t at) {
  for (TSNode root : roots) {
    if (at < ts_node_start_byte(root) || at >= ts_node_end_byte(root)) continue;
    const TSNode statement = ts_node_first_child_for_byte(root, at);
    return !ts_node_is_null(statement) && ts_node_start_byte(statement) <= at && ts_node_has_error(statement);
  }
  return false;
}

// The noqa comments of a file's text; `roots` are its Python trees (SQL and Scala comments are
// read from the text: a Scala tree has none, scala_lexical.h).
std::vector<NoqaComment> noqa_of(std::string_view path, const std::vector<TSNode>& roots, std::string_view text,
                                 const ScalaParseText* scala_text = nullptr) {
  if (is_sql_path(path)) return find_sql_noqa_comments(text);
  if (is_scala_path(path)) {
    std::vector<NoqaComment> out =
        scala_text ? find_scala_noqa_comments(text, scala_text->comments()) : find_scala_noqa_comments(text);
    for (NoqaComment& c : out) c.in_unparsed_code = in_statement_with_error(roots, c.range.start_byte);
    return out;
  }
  std::vector<NoqaComment> out;
  for (TSNode root : roots) {
    auto comments = find_noqa_comments(root, text);
    out.insert(out.end(), comments.begin(), comments.end());
  }
  return out;
}

// The module phase of an editor's document kept between edits: only the statements the edit
// changed run again, and only their runs' items are checked again (incremental_findings.h).
AnalysisResult analyze_kept(const Snapshot& snapshot, const ProjectFacts& project, const RuleSelection& selection,
                            std::string_view text, const std::vector<TSNode>& roots) {
  AnalysisResult result;
  try {
    snapshot.run->update(*snapshot.units);
    FragmentFindings found =
        snapshot.findings->evaluate(*snapshot.run, *snapshot.units, project, selection, text, snapshot.path);
    result.findings = std::move(found.findings);
    result.elsewhere = std::move(found.elsewhere);
    result.checkpoints = std::move(found.checkpoints);
    result.helper_starts = std::move(found.helper_starts);
    result.internal_errors = std::move(found.internal_errors);
    // Pipeline parts need the whole model: assembled only for pipeline code.
    const std::vector<const UnitRun*> runs = snapshot.run->runs();
    const auto pipeline_code = [](const UnitRun* r) {
      return !r->effects().pipeline_datasets.empty() || !r->effects().auto_cdc_flows.empty();
    };
    if (std::any_of(runs.begin(), runs.end(), pipeline_code)) {
      ModuleModel model = assemble_module_model(runs, {snapshot.units->begin(), snapshot.units->end()}, nullptr);
      RuleCache cache;
      std::vector<Finding> unused;
      RuleContext ctx{model, project, text, unused, cache, snapshot.path};
      result.pipeline = pipeline_parts(ctx, snapshot.path);
    }
  } catch (const std::exception& e) {
    result.internal_errors.push_back(std::string("query model: ") + e.what());
    return result;
  }
  if (!snapshot.fixes) {
    for (Finding& f : result.findings) f.fix.reset();
  }
  const std::vector<const UnitRun*> runs = snapshot.run->runs();
  std::vector<std::shared_ptr<const ModuleSummary>> modules;
  for (const UnitRun* r : runs) modules.insert(modules.end(), r->effects().modules.begin(), r->effects().modules.end());
  result.module_files = module_files_of(modules);
  if (snapshot.describe_queries) result.queries = describe_kept_queries(*snapshot.run, *snapshot.units, project);
  result.noqa = noqa_of(snapshot.path, roots, text, snapshot.tree ? snapshot.scala_text : nullptr);
  return result;
}

}  // namespace

std::vector<QueryCard> describe_kept_queries(const ModuleRun& run, const std::vector<std::shared_ptr<SyntaxUnit>>& units,
                                             const ProjectFacts& project) {
  ModuleModel model = assemble_module_model(run.runs(), {units.begin(), units.end()}, nullptr);
  if (project.compute == Compute::Pipeline) model.mark_pipeline_code();
  return describe_queries(model);
}

namespace {

// The start of the first ERROR or MISSING node under `node` (which has an error), in text order.
TextPoint first_syntax_error(TSNode node) {
  for (int depth = 0; depth < 10'000; ++depth) {
    if (std::string_view(ts_node_type(node)) == "ERROR" || ts_node_is_missing(node)) break;
    TSNode next{};
    for (uint32_t i = 0, n = ts_node_child_count(node); i < n; ++i) {
      const TSNode child = ts_node_child(node, i);
      if (ts_node_has_error(child)) {
        next = child;
        break;
      }
    }
    if (ts_node_is_null(next)) break;
    node = next;
  }
  const TSPoint p = ts_node_start_point(node);
  return {p.row, p.column};
}

// The module phase over a parsed file (Python, a notebook export, SQL, or Scala).
template <typename Parsed>
AnalysisResult analyze_source(const Snapshot& snapshot, const ProjectFacts& project, const RuleSelection& selection,
                              const Parsed& source, bool sql) {
  AnalysisResult result;
  const std::string_view text = source.text();
  const std::string_view parsed = source.parsed();
  const std::vector<SyntaxTree>& cells = source.trees;
  const std::vector<SourceRange>& cell_ranges = source.cell_ranges;
  const std::vector<TSNode> roots = source.roots();
  bool coarse = false;  // a Python module parsed chunk by chunk, its trees dropped (python_source.h)
  if constexpr (requires { source.coarse; }) coarse = source.coarse;
  if (snapshot.run && snapshot.units && snapshot.findings && !source.notebook() && !sql) {
    return analyze_kept(snapshot, project, selection, text, roots);
  }
  for (const TSNode root : roots) {
    if (result.syntax_error || ts_node_is_null(root) || !ts_node_has_error(root)) continue;
    result.syntax_error = first_syntax_error(root);
  }
  ModuleModel model;
  try {
    if (sql) {
      // A pipeline's SQL source file: one SQL unit, run as a notebook's SQL cell is.
      auto file = std::make_shared<const std::string>(snapshot.path);
      model = build_module_model({SyntaxUnit::foreign(SyntaxUnit::kSqlCell, std::string(text), {}, file)}, nullptr,
                                 snapshot.identity);
    } else if (snapshot.run && snapshot.units && !source.notebook()) {
      snapshot.run->update(*snapshot.units);  // re-runs only what the edit changed
      model = assemble_module_model(snapshot.run->runs(), {snapshot.units->begin(), snapshot.units->end()}, nullptr);
    } else {
      // Python imports project modules, Scala names project objects (the resolver knows which).
      model = build_module_model(source.units(std::make_shared<const std::string>(snapshot.path)), snapshot.modules,
                                 snapshot.identity);
    }
  } catch (const std::exception& e) {
    result.internal_errors.push_back(std::string("query model: ") + e.what());
    return result;
  }
  // A pipeline library file is pipeline code throughout.
  if (project.compute == Compute::Pipeline) model.mark_pipeline_code();
  if (snapshot.describe_queries) result.queries = describe_queries(model);
  result.checkpoints = checkpoint_uses(model, snapshot.path, text);
  result.helper_starts = starts_in_other_files(model, snapshot.path, text, caller_rules_checked(selection));
  result.module_files = module_files_of(model.modules);
  RuleCache cache;
  std::vector<Finding> found;
  const SourceLanguage language = std::is_same_v<Parsed, ParsedScala> ? SourceLanguage::Scala : SourceLanguage::Python;
  run_rules(model, project, selection, text, snapshot.path, language, RulePass::Whole, found, result.internal_errors,
            &cache);
  {
    std::vector<Finding> unused;
    RuleContext ctx{model, project, text, unused, cache, snapshot.path};
    result.pipeline = pipeline_parts(ctx, snapshot.path);
  }
  for (Finding& f : found) {
    if (!f.file.empty()) {
      f.fix.reset();  // fixes edit the analysed text only
      result.elsewhere.push_back(std::move(f));
      continue;
    }
    // A fix that would leave code that no longer parses is not offered (the finding stays).
    if (!snapshot.fixes) f.fix.reset();
    if (f.fix && !f.fix->edits.empty() && snapshot.check_fixes && (coarse || !cells.empty())) {
      const uint32_t at = f.fix->edits.front().range.start_byte;
      const std::size_t count = coarse ? cell_ranges.size() : cells.size();
      std::size_t i = 0;
      while (i + 1 < count && !(at < cell_ranges[i].end_byte)) ++i;
      // A coarse module kept no tree: the fix's chunk is parsed again.
      std::optional<SyntaxTree> reparsed;
      if (coarse) {
        reparsed = parse_python_chunk(parsed, cell_ranges[i].start_byte, cell_ranges[i].end_byte, cell_ranges[i].start.row);
      }
      if (!edits_keep_syntax(parsed, coarse ? *reparsed : cells[i], f.fix->edits)) f.fix.reset();
    }
    result.findings.push_back(std::move(f));
  }
  if (snapshot.baselines) {
    if (!cache.baselines) cache.baselines = baselines_of(model, project, text, std::string(snapshot.path));
    for (auto& [baseline, sites] : *cache.baselines) {
      baseline.file = std::string(snapshot.path);
      result.baselines.push_back(std::move(baseline));
    }
    result.datasets = dataset_baselines(*cache.pipeline, snapshot.path);
  }
  if constexpr (requires { source.noqa; }) {
    if (coarse) {
      result.noqa = source.noqa;
      return result;
    }
  }
  result.noqa = noqa_of(snapshot.path, roots, text, snapshot.tree ? snapshot.scala_text : nullptr);
  return result;
}

// The Python cells of a SQL or Scala notebook export (notebook_python_cells.h), analysed as one
// Python module of the file's rows, added to `result` (the file's own analysis).
void add_python_cells(AnalysisResult& result, const Snapshot& snapshot, const ProjectFacts& project,
                      const RuleSelection& selection) {
  const std::optional<NotebookPythonCells> cells = NotebookPythonCells::of(snapshot.text);
  if (!cells) return;
  Snapshot module{snapshot.path, cells->text()};
  module.fixes = snapshot.fixes;
  module.check_fixes = snapshot.check_fixes;
  module.baselines = snapshot.baselines;
  module.modules = snapshot.modules;
  module.identity = snapshot.identity;
  module.describe_queries = snapshot.describe_queries;
  const PythonCellsSource source = python_cells_source(*cells);
  AnalysisResult python = analyze_source(module, project, selection, source, false);
  python.noqa = noqa_of("cells.py", source.roots(), source.parsed());  // Python's comments, not the file's
  add_python_cell_results(result, std::move(python), *cells, snapshot.path);
}

// A SQL file's module phase, with its Python cells' when it is a SQL notebook export.
AnalysisResult analyze_sql(const Snapshot& snapshot, const ProjectFacts& project, const RuleSelection& selection) {
  ParsedPython sql;  // a SQL file has no Python tree
  sql.original = snapshot.text;
  AnalysisResult result = analyze_source(snapshot, project, selection, sql, true);
  add_python_cells(result, snapshot, project, selection);
  return result;
}

// A Scala file's module phase, with its Python cells' when it is a Scala notebook export.
AnalysisResult analyze_scala(const Snapshot& snapshot, const ProjectFacts& project, const RuleSelection& selection) {
  AnalysisResult result = analyze_source(snapshot, project, selection,
                                         parse_scala(snapshot.text, snapshot.tree, snapshot.scala_text), false);
  if (is_scala_notebook(snapshot.text)) add_python_cells(result, snapshot, project, selection);
  return result;
}

ParsedPython parse_snapshot(const Snapshot& snapshot) {
  if (snapshot.chunks && snapshot.units) {
    ParsedPython source;
    source.original = snapshot.text;
    source.chunked = true;
    source.cell_ranges = snapshot.chunks->ranges;
    source.trees = snapshot.chunks->trees;
    return source;
  }
  if (!snapshot.tree && !snapshot.in_chunks && snapshot.text.size() >= snapshot.coarse_bytes &&
      !is_databricks_notebook(snapshot.text)) {
    return parse_python_coarse(snapshot.text, std::make_shared<const std::string>(snapshot.path));
  }
  return parse_python(snapshot.text, snapshot.tree, snapshot.in_chunks);
}

}  // namespace

AnalysisResult analyze_module(const Snapshot& snapshot, const ProjectFacts& project, const RuleSelection& selection) {
  if (is_yaml_path(snapshot.path)) {  // a bundle's configuration (bundle_yaml.h)
    AnalysisResult result;
    result.findings = check_cluster_confs(snapshot.text, snapshot.path, selection);
    return result;
  }
  if (is_scala_path(snapshot.path)) return analyze_scala(snapshot, project, selection);
  if (is_sql_path(snapshot.path)) return analyze_sql(snapshot, project, selection);
  return analyze_source(snapshot, project, selection, parse_snapshot(snapshot), false);
}

AnalysisResult analyze(const Snapshot& snapshot, const ProjectFacts& project, const RuleSelection& selection) {
  if (is_yaml_path(snapshot.path)) {
    AnalysisResult result = analyze_module(snapshot, project, selection);
    finish_findings(result.findings, result.noqa, snapshot.text, selection, snapshot.path);
    return result;
  }
  const bool sql = is_sql_path(snapshot.path);
  const bool scala = is_scala_path(snapshot.path);
  const ParsedPython source = scala || sql ? ParsedPython{} : parse_snapshot(snapshot);
  AnalysisResult result = scala ? analyze_scala(snapshot, project, selection)
                          : sql ? analyze_sql(snapshot, project, selection)
                                : analyze_source(snapshot, project, selection, source, false);
  const std::string_view text = scala || sql ? snapshot.text : source.text();
  // The project phase over this file and the workspace's other uses (given by the caller).
  if (selection.enabled("SR102")) {
    std::vector<CheckpointUse> uses = result.checkpoints;
    uses.insert(uses.end(), project.workspace_checkpoints.begin(), project.workspace_checkpoints.end());
    for (Finding& f : shared_checkpoint_findings(uses, snapshot.path)) {
      (f.file == snapshot.path ? result.findings : result.elsewhere).push_back(std::move(f));
    }
  }
  // One file alone: other files may share its checkpoints (fix_until_stable must not take away a
  // noqa for SR102 that silences a query in another file).
  finish_findings(result.findings, result.noqa, text, selection, snapshot.path, {}, false);
  return result;
}

std::vector<NoqaComment> noqa_comments(std::string_view path, std::string_view text) {
  if (is_sql_path(path) || is_scala_path(path)) {
    // A SQL or Scala notebook export's Python cells hold Python's comments.
    std::vector<NoqaComment> out =
        is_sql_path(path) ? noqa_of(path, {}, text) : noqa_of(path, parse_scala(text).roots(), text);
    if (const auto cells = NotebookPythonCells::of(text)) {
      const PythonCellsSource source = python_cells_source(*cells);
      std::vector<NoqaComment> python = noqa_of("cells.py", source.roots(), source.parsed());
      move_to_file(python, *cells);
      out.insert(out.end(), python.begin(), python.end());
    }
    return out;
  }
  const ParsedPython source = parse_python(text);
  return noqa_of(path, source.roots(), source.text());
}

void finish_findings(std::vector<Finding>& findings, const std::vector<NoqaComment>& noqa, std::string_view text,
                     const RuleSelection& selection, std::string_view file, std::span<const Finding> withdrawn,
                     bool every_checkpoint) {
  for (Finding& f : findings) {
    if (f.file == file) f.file.clear();
    for (RelatedLocation& r : f.related) {
      if (r.file == file) r.file.clear();
    }
  }
  findings.erase(std::remove_if(findings.begin(), findings.end(), [&](const Finding& f) { return !selection.enabled(f.code); }),
                 findings.end());
  apply_noqa(findings, noqa, text, selection.enabled("SR000"), withdrawn,
             [&](std::string_view code) { return selection.enabled(code) && (every_checkpoint || code != "SR102"); });
  // A helper run in several contexts reports the same place more than once: keep the first.
  std::stable_sort(findings.begin(), findings.end(), before);
  findings.erase(std::unique(findings.begin(), findings.end(), same_place), findings.end());
  assign_fingerprints(findings, text);
}

}  // namespace streamlint::analysis
