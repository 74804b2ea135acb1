// The one engine entry point shared by the CLI and the server (DESIGN.md "Layers").
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "analysis/baseline/query_baseline.h"
#include "analysis/finding.h"
#include "analysis/incremental_findings.h"
#include "analysis/project_facts.h"
#include "analysis/python_source.h"
#include "analysis/query_model/module_run.h"
#include "analysis/query_model/module_summary.h"
#include "analysis/review/query_card.h"
#include "analysis/rule_selection.h"
#include "analysis/rules/stand_in_findings.h"
#include "analysis/scala/scala_parse_text.h"
#include "analysis/suppression.h"
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
  // The project's other modules (project_index.h), and where this file sits among them for relative
  // imports. Null: every import is a library we cannot see.
  ModuleResolver* modules = nullptr;
  ModuleIdentity identity{};
  // An editor's document: `units` are the lowered statements of `tree` (kept across edits,
  // analysis/document.h) and `run` the document's module run, updated in place so only what the
  // edit changed runs again (query_model/module_run.h; made with `modules` and `identity`). A
  // notebook export's units come with its cells as `chunks`. Ignored for a SQL file.
  const std::vector<std::shared_ptr<SyntaxUnit>>* units = nullptr;
  ModuleRun* run = nullptr;
  // With `units` and `run`: the document's findings kept run by run, so only the runs the edit
  // changed are checked again (incremental_findings.h).
  IncrementalFindings* findings = nullptr;
  // Summarise the queries (AnalysisResult::queries, for `review`); an editor asks only on review.
  bool describe_queries = true;
  // The text is known not to parse whole in time (Document::parsed is false): parse it in chunks
  // of statements at once (parse_python's in_chunks), without a tree, units or run.
  bool in_chunks = false;
  // Or the chunks an editor's document keeps (Document::chunks, parsed from exactly `text`, a
  // notebook's cells from it with magic lines blanked), with their `units`: used as they are,
  // nothing is parsed. Without `units` they are not read.
  const ParsedChunks* chunks = nullptr;
  // A Python module (no `tree`, not a notebook export) this size in bytes or more is parsed
  // coarsely (parse_python_coarse): chunk by chunk, no tree kept.
  std::size_t coarse_bytes = coarse_module_bytes();
  // With `tree`, a Scala document's parse text as the editor keeps it (Document::scala_text): the
  // masked text the tree was parsed from, and its comments. Null: both are made from `text`.
  const ScalaParseText* scala_text = nullptr;
};

struct AnalysisResult {
  std::vector<Finding> findings;     // sorted by position, then code; one per (code, range)
  // Findings this file's queries cause in other files (a helper module's option dict, a writer
  // helper's checkpoint): Finding::file names the file. Not yet filtered by that file's `noqa`
  // comments or rule selection, and without fixes (a fix edits the analysed text only).
  std::vector<Finding> elsewhere;
  std::vector<std::string> internal_errors;  // a rule that threw: reported, never fatal
  std::vector<QueryCard> queries;            // the module's streaming queries, summarised
  // Checkpoints of this file's queries (the entry is the snapshot's path), for SR102.
  std::vector<CheckpointUse> checkpoints;
  // The starts of queries in other files its run reaches (a helper module's `start()`): there its
  // session decides what a helper's stand-in finding guessed (rules/stand_in_findings.h).
  std::vector<QueryStart> helper_starts;
  // The restart shape of each query with a constant checkpoint, when Snapshot::baselines asked.
  std::vector<QueryBaseline> baselines;
  // What its pipeline code defines and reads, for SR707 and SR708 across the pipeline's files.
  PipelineParts pipeline;
  // The kind of each pipeline dataset it defines (SR710), when Snapshot::baselines asked.
  std::vector<DatasetBaseline> datasets;
  // The file's `noqa` comments, for findings other files' analyses put here (finish_findings).
  std::vector<NoqaComment> noqa;
  // The project modules the analysis read (directly or through other modules), by file: a change
  // to one of them changes this result.
  std::vector<std::string> module_files;
  // Where the first syntax error of the parsed text is (0-based row, byte column of the analysed
  // text; a notebook's module text), when it has one: the rules read what parses around it, and
  // the CLI says the file was checked in part. Unset for SQL files and text parsed in chunks.
  std::optional<TextPoint> syntax_error;
};

// One file alone: the module phase (its rules), then SR102 over its checkpoint uses and
// `project.workspace_checkpoints`, then `# noqa` (reporting unused ones as SR000).
AnalysisResult analyze(const Snapshot& snapshot, const ProjectFacts& project, const RuleSelection& selection = {});

// The module phase only, for callers that analyse files together: findings are not yet filtered by
// `noqa`, and SR102 is left to the project phase (shared_checkpoint_findings over every file's
// checkpoints). Finish each file with finish_findings.
AnalysisResult analyze_module(const Snapshot& snapshot, const ProjectFacts& project,
                              const RuleSelection& selection = {});

// The queries of an editor's document summarised from its kept run (Snapshot::run, after
// analyze_module brought it up to date): the run's model is assembled, nothing runs again.
std::vector<QueryCard> describe_kept_queries(const ModuleRun& run, const std::vector<std::shared_ptr<SyntaxUnit>>& units,
                                             const ProjectFacts& project);

// Finishes one file's findings: drops codes `selection` disables, applies its `noqa` comments
// (SR000 for unused ones when selected), sorts, keeps one finding per (code, range), and assigns
// fingerprints over `text`. Findings and related locations naming `file` become this file's ("").
// The `noqa` comments of a file (Python, notebook export or SQL) that was not analysed.
std::vector<NoqaComment> noqa_comments(std::string_view path, std::string_view text);

// `withdrawn`: the file's findings the project phase took back (drop_findings_at); a noqa naming
// one is not reported unused. Nor is a code of a rule `selection` turns off for the file (the
// comment may serve where the rule is on), nor SR102 unless `every_checkpoint`: the other files'
// checkpoints were compared with this file's (false for one file analysed alone, whose fixes must
// not take away a noqa that silences a query in another file).
void finish_findings(std::vector<Finding>& findings, const std::vector<NoqaComment>& noqa, std::string_view text,
                     const RuleSelection& selection, std::string_view file, std::span<const Finding> withdrawn = {},
                     bool every_checkpoint = true);

}  // namespace streamlint::analysis
