// SR102 across files (RULES.md: "in one file or across the workspace"). A scan first analyses each
// file alone; the files whose query checkpoints also appear in another scanned file are then
// analysed again with those other uses as a project fact, so the finding goes through the same
// rule, suppression and selection as any other.
#pragma once

#include <vector>

#include "cli/file_scan.h"

namespace streamlint::cli {

// Re-analyses the files of `results` (one per job, in order) that share a checkpoint location with
// another file, replacing their findings (with fixes when `fixes`, as ScanOptions::fixes). Returns
// how many files were re-analysed.
int recheck_shared_checkpoints(const std::vector<ScanJob>& jobs, std::vector<ScanResult>& results, bool fixes);

}  // namespace streamlint::cli
