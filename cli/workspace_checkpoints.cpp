#include "cli/workspace_checkpoints.h"

#include <atomic>
#include <map>
#include <set>

#include "analysis/analyze.h"
#include "analysis/project/file_reader.h"
#include "cli/parallel_for.h"

namespace streamlint::cli {

int recheck_shared_checkpoints(const std::vector<ScanJob>& jobs, std::vector<ScanResult>& results, bool fixes) {
  // Location -> the files (job indices) whose queries use it.
  std::map<std::string, std::set<std::size_t>> users;
  for (std::size_t i = 0; i < results.size(); ++i) {
    for (const analysis::CheckpointUse& use : results[i].checkpoints) users[use.location].insert(i);
  }
  std::atomic<int> rechecked{0};
  parallel_for(results.size(), [&](std::size_t i) {
    ScanResult& result = results[i];
    analysis::ProjectFacts project = jobs[i].settings.project;
    for (const analysis::CheckpointUse& use : result.checkpoints) {
      for (std::size_t other : users.at(use.location)) {
        if (other == i) continue;
        for (const analysis::CheckpointUse& theirs : results[other].checkpoints) {
          if (theirs.location == use.location) project.workspace_checkpoints.push_back({theirs.location, jobs[other].display, theirs.range});
        }
      }
    }
    if (project.workspace_checkpoints.empty()) return;
    // The text the findings describe: the fixed text after --fix, else the file as read.
    FileReport& report = result.report;
    std::optional<std::string> text;
    if (!report.fixed_output.empty()) {
      text = report.fixed_output;
    } else if (!report.text.empty()) {
      text = report.text;
    } else {
      text = analysis::read_file(jobs[i].path);
    }
    if (!text) return;
    try {
      analysis::AnalysisResult analysed =
          analysis::analyze({.path = report.path, .text = *text, .fixes = fixes}, project, jobs[i].settings.selection);
      for (const std::string& e : analysed.internal_errors) result.errors.push_back("internal error in " + jobs[i].display + ": " + e);
      report.findings = std::move(analysed.findings);
    } catch (const std::exception& e) {
      result.errors.push_back(jobs[i].display + ": internal error: " + e.what());
      return;
    }
    if (report.text.empty()) report.text = std::move(*text);
    if (report.uri.empty()) report.uri = artifact_uri(jobs[i].display);
    ++rechecked;
  });
  return rechecked;
}

}  // namespace streamlint::cli
