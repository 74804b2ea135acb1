// The project side of a scan (DESIGN.md "Data flow": the project phase runs over what the module
// phase of each file produced). Before the scan, each file gets the project index its imports
// resolve in; after it, SR102 compares every file's checkpoints, SR707 and SR708 link the pipeline
// files' flows, datasets and reads, the findings a file's queries
// cause in another file (a helper's option dict, a writer helper's checkpoint) move to that file,
// and each file is finished with its own `noqa` comments and rule selection.
#pragma once

#include <filesystem>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "cli/file_scan.h"
#include "cli/settings_resolver.h"

namespace streamlint::cli {

// Gives each job its project index: the import roots of its configuration (`src`, else the
// config file's folder and its src/), else the folder named on the command line that holds it,
// else its own folder. Jobs with the same roots share one index (and its summaries).
// `left_out`: the files discovery found that configuration excludes (they get no job).
void assign_project_indexes(std::vector<ScanJob>& jobs, const std::vector<std::string>& named_paths,
                            const std::vector<std::filesystem::path>& left_out);

// Finishes `results` (parallel to `jobs`): SR102 over all of them, routed findings, then noqa and
// selection per file. A file that received findings but was not scanned (a helper outside the
// checked paths) gets a result of its own, appended; `settings` gives its selection.
void finish_scan(const std::vector<ScanJob>& jobs, std::vector<ScanResult>& results, SettingsResolver& settings);

// Which of a file's own findings the project phase keeps, known before any file is fixed, so that
// `--fix` never writes a fix for a finding `check` does not report: a helper's stand-in guess that
// an entry's run decides goes, unless that run reports it too (rules/stand_in_findings.h). Made
// from a first pass over the same jobs, analysis only (`analysed`, parallel to `jobs`).
class FixGate {
 public:
  FixGate(const std::vector<ScanJob>& jobs, std::vector<ScanResult>& analysed);
  // Whether finding `f` of the file at `file`, in fix round `round`, stays after the project phase.
  // The first pass saw the file as it was: after a round changed it, a stand-in's place may have
  // moved, so from the second round on no stand-in's fix is written in a file whose queries other
  // runs reach (one present from the start was judged in the first).
  bool keeps(const std::filesystem::path& file, const analysis::Finding& f, int round) const;

 private:
  analysis::ReachedStarts reached_;
  std::map<std::string, std::vector<analysis::Finding>> incoming_;  // other runs' findings, by canonical path
  std::set<std::string> reached_files_;                             // files holding starts other runs reach, canonical
};

}  // namespace streamlint::cli
