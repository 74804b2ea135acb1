// The parallel part of `check`: each file is read, prefiltered, then analysed or fixed on a pool
// of threads sized to the cores. Results come back in input order. A progress bar goes to stderr
// when it is a terminal and the scan takes longer than a second.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "analysis/baseline/query_baseline.h"
#include "analysis/project/project_config.h"
#include "analysis/project/project_index.h"
#include "analysis/rules/stand_in_findings.h"
#include "analysis/suppression.h"
#include "cli/file_report.h"

namespace streamlint::cli {

struct ScanJob {
  std::string display;            // the path as reported
  std::filesystem::path path;     // empty: the text comes from stdin
  analysis::FileSettings settings;
  // The project its imports resolve in (shared by the jobs of one project); null: none.
  std::shared_ptr<analysis::ProjectIndex> index{};
};

class FixGate;  // project_phase.h

struct ScanOptions {
  bool fixing = false;        // compute fixes to a fixpoint
  bool diff = false;          // produce a unified diff instead of writing
  bool write = false;         // replace files on disk with the fixed text
  bool unsafe_fixes = false;
  bool prefilter = true;
  bool fixes = true;          // findings carry their fixes (the report shows them)
  bool baselines = false;     // also describe the queries' restart shapes (`lock`)
  bool queries = false;       // also summarise the queries (`review`'s cards; `check` never shows them)
  const FixGate* gate = nullptr;  // with `fixing`: which findings the project phase keeps (null: all)
};

// One file after the module phase. Its findings are finished (noqa, selection, fingerprints) in
// the project phase (project_phase.h), which also adds SR102 and the findings other files route here.
struct ScanResult {
  FileReport report;  // `text` is kept until the project phase
  bool readable = true;
  bool write_failed = false;
  int fixed = 0;
  std::string diff;
  std::vector<std::string> errors;  // "path: message" lines for stderr
  std::vector<analysis::CheckpointUse> checkpoints;  // of the file's queries (workspace-wide SR102)
  analysis::PipelineParts pipeline;                  // SR707, SR708 across the pipeline's files
  std::vector<analysis::QueryBaseline> baselines;    // the queries' restart shapes (`lock`)
  std::vector<analysis::DatasetBaseline> datasets;   // the pipeline datasets' kinds (`lock`)
  std::vector<analysis::Finding> elsewhere;          // findings this file's queries cause in other files
  std::vector<analysis::QueryStart> helper_starts;   // starts its run reaches in other files
  std::vector<analysis::NoqaComment> noqa;
  bool analysed = false;  // false when the prefilter skipped it (no noqa, no findings of its own)
};

// A relative URI reference for files under the working directory, else an absolute file URI (SARIF).
std::string artifact_uri(const std::string& path);

std::vector<ScanResult> scan_files(const std::vector<ScanJob>& jobs, const ScanOptions& options,
                                   const std::optional<std::string>& stdin_text);

}  // namespace streamlint::cli
