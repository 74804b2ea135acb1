#include "cli/file_scan.h"

#include <unistd.h>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <fstream>
#include <iostream>
#include <mutex>
#include <sstream>
#include <thread>

#include "analysis/analyze.h"
#include "analysis/fixes.h"
#include "analysis/prefilter.h"
#include "analysis/sql_file.h"
#include "analysis/project/file_reader.h"
#include "cli/file_writer.h"
#include "cli/parallel_for.h"
#include "cli/unified_diff.h"
#include "protocol/uri.h"

namespace streamlint::cli {
namespace {

ScanResult scan_one(const ScanJob& job, const ScanOptions& options, const std::optional<std::string>& stdin_text) {
  ScanResult result;
  std::optional<std::string> text = stdin_text;
  if (!job.path.empty()) text = analysis::read_file(job.path);
  if (!text) {
    result.readable = false;
    result.errors.push_back(job.display + ": cannot read file");
    return result;
  }
  FileReport& report = result.report;
  report.path = job.display;
  report.text = std::move(*text);
  const bool may_have_findings = analysis::is_sql_path(job.display) ? analysis::sql_may_have_findings(report.text)
                                                                     : analysis::may_have_findings(report.text);
  if (options.prefilter && !may_have_findings) {
    if (job.path.empty()) report.fixed_output = report.text;  // stdin --fix echoes the text
    report.text = std::string();  // nothing to report on: do not keep the file in memory
    return result;
  }
  const auto& s = job.settings;
  if (!options.fixing) {
    analysis::AnalysisResult analysed =
        analysis::analyze({.path = report.path, .text = report.text, .fixes = options.fixes, .baselines = options.baselines},
                          s.project, s.selection);
    for (const std::string& e : analysed.internal_errors) result.errors.push_back("internal error in " + job.display + ": " + e);
    report.findings = std::move(analysed.findings);
    report.queries = std::move(analysed.queries);
    result.checkpoints = std::move(analysed.checkpoints);
    result.baselines = std::move(analysed.baselines);
    if (report.findings.empty()) report.text = std::string();  // only findings need the text (columns)
    if (!report.findings.empty()) report.uri = artifact_uri(job.display);
    return result;
  }
  analysis::FixResult fixed = analysis::fix_until_stable(report.path, report.text, s.project, s.selection, options.unsafe_fixes);
  for (const std::string& e : fixed.final.internal_errors) result.errors.push_back("internal error in " + job.display + ": " + e);
  result.fixed = fixed.applied;
  if (fixed.applied > 0 && options.diff) result.diff = unified_diff(report.text, fixed.text, job.display);
  if (fixed.applied > 0 && options.write) {
    if (auto error = write_atomically(job.path, fixed.text)) {
      result.errors.push_back(job.display + ": " + *error);
      result.write_failed = true;
    }
  }
  report.fixed_output = fixed.text;
  if (!options.diff) report.text = std::move(fixed.text);
  report.findings = std::move(fixed.final.findings);
  result.checkpoints = std::move(fixed.final.checkpoints);
  report.uri = artifact_uri(job.display);
  return result;
}

// Redraws "[=====     ] done/total files" on stderr until stopped; silent for the first second.
class ProgressBar {
 public:
  ProgressBar(const std::atomic<std::size_t>& done, std::size_t total) : done_(done), total_(total) {
    if (::isatty(STDERR_FILENO) && total > 1) thread_ = std::thread([this] { run(); });
  }
  ~ProgressBar() {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      stop_ = true;
    }
    wake_.notify_all();
    if (thread_.joinable()) thread_.join();
  }

 private:
  void run() {
    std::unique_lock<std::mutex> lock(mutex_);
    if (wake_.wait_for(lock, std::chrono::seconds(1), [this] { return stop_; })) return;
    bool drawn = false;
    while (!stop_) {
      const std::size_t done = done_.load();
      const int width = 30, filled = static_cast<int>(width * done / total_);
      std::cerr << "\r[" << std::string(filled, '=') << std::string(width - filled, ' ') << "] " << done << '/'
                << total_ << " files" << std::flush;
      drawn = true;
      wake_.wait_for(lock, std::chrono::milliseconds(100), [this] { return stop_; });
    }
    if (drawn) std::cerr << "\r\033[K" << std::flush;  // clear the bar before the report
  }

  const std::atomic<std::size_t>& done_;
  std::size_t total_;
  std::mutex mutex_;
  std::condition_variable wake_;
  bool stop_ = false;
  std::thread thread_;
};

}  // namespace

std::string artifact_uri(const std::string& path) {
  namespace fs = std::filesystem;
  static const fs::path cwd = fs::current_path();
  std::error_code ec;
  const fs::path absolute = (fs::path(path).is_absolute() ? fs::path(path) : cwd / path).lexically_normal();
  const fs::path relative = absolute.lexically_relative(cwd);
  if (!relative.empty() && *relative.begin() != "..") return protocol::percent_encode_path(relative.generic_string());
  return protocol::file_uri(absolute.generic_string());
}

std::vector<ScanResult> scan_files(const std::vector<ScanJob>& jobs, const ScanOptions& options,
                                   const std::optional<std::string>& stdin_text) {
  std::vector<ScanResult> results(jobs.size());
  std::atomic<std::size_t> done{0};
  ProgressBar progress(done, jobs.size());
  parallel_for(jobs.size(), [&](std::size_t i) {
    try {
      results[i] = scan_one(jobs[i], options, stdin_text);
    } catch (const std::exception& e) {
      results[i].readable = false;
      results[i].errors.push_back(jobs[i].display + ": internal error: " + e.what());
    }
    done.fetch_add(1);
  });
  return results;
}

}  // namespace streamlint::cli
