#include "cli/file_scan.h"

#include <unistd.h>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <fstream>
#include <iostream>
#include <mutex>
#include <set>
#include <sstream>
#include <thread>

#include "analysis/analyze.h"
#include "analysis/fixes.h"
#include "analysis/jupyter/notebook_json.h"
#include "analysis/jupyter/notebook_results.h"
#include "analysis/jupyter/output_skipping.h"
#include "analysis/prefilter.h"
#include "analysis/project/file_reader.h"
#include "analysis/project/project_index.h"
#include "analysis/scala/scala_objects.h"
#include "analysis/scala/scala_source.h"
#include "analysis/sql_file.h"
#include "cli/file_writer.h"
#include "cli/parallel_for.h"
#include "cli/project_phase.h"
#include "cli/reporters.h"
#include "cli/unified_diff.h"
#include "protocol/uri.h"

namespace streamlint::cli {
namespace {

// What the first pass learns of a file from its bytes.
struct Filtered {
  std::optional<std::string> text;  // kept when the file goes on to be analysed
  bool readable = true;
  std::string unreadable_because;        // why it could not be read
  bool own_findings = false;             // its own tokens may give findings
  bool exports_streams = false;          // prefilter.h may_export_streams
  std::vector<std::string> imports;      // else: the modules it imports (its helpers may)
  bool uses_objects = false;             // else, for Scala: the project's objects may (their files say)
  std::shared_ptr<const analysis::NotebookText> notebook;  // a Jupyter notebook's cells
  std::string json;                      // a notebook's file, kept to write its fixes back
};

// The text to analyse: the file's, or a Jupyter notebook's code cells as its modules' text
// (notebook_text.h: the Python module's, then the Scala module's).
std::optional<std::string> read_job(const ScanJob& job, const ScanOptions& options,
                                    const std::optional<std::string>& stdin_text, Filtered& f) {
  const bool jupyter = analysis::is_jupyter_path(job.display);
  // A notebook that is only checked is read without its outputs; one that may be fixed is kept
  // whole, to be written back byte for byte.
  const bool whole = !jupyter || options.fixing || job.path.empty();
  std::optional<std::string> text;
  if (whole) text = job.path.empty() ? stdin_text : analysis::read_file(job.path, &f.unreadable_because);
  // UTF-16 or UTF-32 text (a byte order mark first) read as UTF-8 would be checked as noise and
  // pass with no findings: it is not read, and the run says so.
  if (text && (text->starts_with("\xFF\xFE") || text->starts_with("\xFE\xFF") ||
               text->starts_with(std::string_view("\x00\x00\xFE\xFF", 4)))) {
    f.unreadable_because = "UTF-16 or UTF-32 text (a byte order mark); save it as UTF-8";
    return std::nullopt;
  }
  if (!jupyter || (whole && !text)) return text;
  analysis::NotebookRead read = whole ? analysis::read_jupyter_notebook(*text) : analysis::read_jupyter_file(job.path);
  if (!read.notebook) {
    f.unreadable_because = read.error;
    return std::nullopt;
  }
  f.notebook = analysis::NotebookText::of(std::move(*read.notebook));
  if (options.fixing) f.json = std::move(*text);  // read whole above, to be written back
  return f.notebook->text();
}

std::filesystem::path entry_path(const ScanJob& job) {
  return job.path.empty() ? std::filesystem::path(job.display) : job.path;
}

// Pass 1: read and prefilter; tell the project index what the file exports, so following imports
// in pass 2 never reads a scanned file again.
Filtered filter_one(const ScanJob& job, const ScanOptions& options, const std::optional<std::string>& stdin_text) {
  Filtered f;
  f.text = read_job(job, options, stdin_text, f);
  if (!f.text) {
    f.readable = false;
    return f;
  }
  if (analysis::is_yaml_path(job.display)) {
    f.own_findings = true;  // a bundle's YAML (bundle_yaml.h): its conf keys are not the prefilter's tokens
  } else if (analysis::is_sql_path(job.display)) {
    f.own_findings = !options.prefilter || analysis::sql_may_have_findings(*f.text);
  } else {
    const analysis::PrefilterVerdict verdict = analysis::prefilter(*f.text);
    f.own_findings = !options.prefilter || verdict.may_have_findings;
    f.exports_streams = verdict.may_export_streams;
    if (job.index && verdict.may_export_streams) {
      job.index->remember(entry_path(job), true, {});
    } else if (job.index && !f.own_findings && analysis::is_scala_path(job.display)) {
      // Scala reaches other files' objects without imports (its package's): any Scala file of the
      // project that exports streams may start a query for it.
      f.uses_objects = true;
    } else if (job.index && !f.own_findings) {
      // Its imports decide whether it is analysed (pass 2), and tell the index what it imports.
      f.imports = analysis::imported_module_names(*f.text, job.index->importable_identity(entry_path(job)));
      job.index->remember(entry_path(job), false, f.imports);
    }
  }
  // Scala files name no path to import: the first lookup of an object reads every Scala file's
  // declarations, and takes them from this pass instead of reading the files again. Only once a
  // Scala file that may start queries is seen (else no lookup comes: a scan of plain Scala pays
  // nothing); a file passed before that is read by the lookup.
  if (job.index && analysis::is_scala_path(job.display) && !job.path.empty()) {
    if (f.own_findings || f.exports_streams) job.index->note_scala_streams();
    if (job.index->scala_streams()) job.index->remember_scala_objects(job.path, analysis::scala_object_names(*f.text));
  }
  if (!f.own_findings && (!f.imports.empty() || f.uses_objects)) f.text.reset();  // read again if an import makes it relevant
  return f;
}

// A notebook after fixes: its file with the fixed cells' sources, and the modules of that file.
struct FixedNotebook {
  std::string json;
  std::shared_ptr<const analysis::NotebookText> modules;
};

// `python_fixed` and `scala_fixed` are the notebook's module texts after fixes (the Scala one empty
// when it has no Scala module).
std::optional<FixedNotebook> fix_notebook(const analysis::NotebookText& notebook, const std::string& json,
                                          std::string_view python_fixed, std::string_view scala_fixed, std::string* why) {
  auto sources = notebook.python().cell_sources(python_fixed);
  if (sources && notebook.scala()) {
    const auto scala_sources = notebook.scala()->cell_sources(scala_fixed);
    if (!scala_sources) {
      sources.reset();
    } else {
      for (std::size_t i = 0; i < sources->size(); ++i) {
        if ((*scala_sources)[i]) (*sources)[i] = (*scala_sources)[i];
      }
    }
  }
  if (!sources) {
    *why = "a fix would change the notebook's cells";
    return std::nullopt;
  }
  FixedNotebook out{analysis::rewrite_sources(json, notebook.python().notebook(), *sources), nullptr};
  std::string copy = out.json;
  analysis::NotebookRead read = analysis::read_jupyter_notebook(copy);
  if (!read.notebook) {
    *why = "the fixed notebook does not read back: " + read.error;
    return std::nullopt;
  }
  out.modules = analysis::NotebookText::of(std::move(*read.notebook));
  return out;
}

// Pass 3: the module phase of one file that may have findings.
ScanResult analyse_one(const ScanJob& job, const ScanOptions& options, Filtered& f) {
  ScanResult result;
  FileReport& report = result.report;
  report.path = job.display;
  report.text = std::move(*f.text);
  report.notebook = f.notebook;
  result.analysed = true;
  // The project modules this file imports (and where it sits among them, for relative imports).
  std::optional<analysis::EntryResolver> modules;
  if (job.index) modules.emplace(job.index, entry_path(job));
  const auto& s = job.settings;
  analysis::Snapshot snapshot{.path = report.path, .text = report.text, .fixes = options.fixes,
                              .baselines = options.baselines, .describe_queries = options.queries};
  if (modules) {
    snapshot.modules = &*modules;
    snapshot.identity = modules->identity();
  }
  // A notebook's Scala cells are their own module (notebook_results.h), which reads the project's
  // Scala objects as a Scala file there would.
  analysis::Snapshot scala_snapshot = snapshot;
  const std::string scala_path = analysis::scala_cells_path(report.path);
  std::optional<analysis::EntryResolver> scala_modules;
  if (job.index && report.notebook && report.notebook->scala()) {
    scala_modules.emplace(job.index, analysis::scala_cells_path(entry_path(job).string()));
  }
  const auto point_at_modules = [&] {
    if (!report.notebook) return;
    snapshot.text = report.notebook->python().text();
    if (!report.notebook->scala()) return;
    scala_snapshot = snapshot;
    scala_snapshot.path = scala_path;
    scala_snapshot.text = report.notebook->scala()->text();
    scala_snapshot.modules = scala_modules ? &*scala_modules : nullptr;
    scala_snapshot.identity = scala_modules ? scala_modules->identity() : analysis::ModuleIdentity{};
  };
  const auto with_scala_cells = [&](analysis::AnalysisResult python, analysis::AnalysisResult scala) {
    analysis::add_scala_cells_result(python, std::move(scala), *report.notebook, report.path);
    return python;
  };
  const auto analyse = [&] {
    point_at_modules();
    analysis::AnalysisResult python = analysis::analyze_module(snapshot, s.project, s.selection);
    if (!report.notebook || !report.notebook->scala()) return python;
    return with_scala_cells(std::move(python), analysis::analyze_module(scala_snapshot, s.project, s.selection));
  };
  analysis::AnalysisResult analysed;
  if (!options.fixing) {
    analysed = analyse();
  } else {
    point_at_modules();
    const bool scala_cells = report.notebook && report.notebook->scala();
    analysis::FixFilter fixable;
    if (options.gate) {
      fixable = [&, file = entry_path(job)](const analysis::Finding& f, int round) {
        return options.gate->keeps(file, f, round);
      };
    }
    analysis::FixResult fixed =
        analysis::fix_until_stable(snapshot, snapshot.text, s.project, s.selection, options.unsafe_fixes, fixable);
    std::optional<analysis::FixResult> scala_fixed;
    if (scala_cells) {
      scala_fixed = analysis::fix_until_stable(scala_snapshot, scala_snapshot.text, s.project, s.selection,
                                               options.unsafe_fixes, fixable);
    }
    result.fixed = fixed.applied + (scala_fixed ? scala_fixed->applied : 0);
    // The file's bytes before and after: a notebook's JSON, or the text itself.
    const std::string& before = report.notebook ? f.json : report.text;
    std::string after = fixed.text;
    std::optional<FixedNotebook> notebook;
    if (report.notebook && result.fixed > 0) {
      std::string why;
      notebook = fix_notebook(*report.notebook, f.json, fixed.text, scala_fixed ? scala_fixed->text : "", &why);
      if (notebook) {
        after = notebook->json;
      } else {
        result.errors.push_back(job.display + ": not fixed: " + why);
        result.write_failed = true;
        result.fixed = 0;
      }
    } else if (report.notebook) {
      after = f.json;
    }
    if (result.fixed > 0 && options.diff) result.diff = unified_diff(before, after, job.display);
    if (result.fixed > 0 && options.write) {
      if (auto error = write_atomically(job.path, after, before)) {
        // Nothing was fixed: the file keeps its text and its findings.
        result.errors.push_back(job.display + ": not fixed: " + *error);
        result.write_failed = true;
        result.fixed = 0;
      }
    }
    // Whether the notebook read back is the fixed modules (a cell's line ends may differ).
    const auto read_back_as_fixed = [&] {
      const analysis::NotebookText& m = *notebook->modules;
      return m.python().text() == fixed.text && (m.scala() != nullptr) == scala_cells &&
             (!scala_cells || m.scala()->text() == scala_fixed->text);
    };
    if (result.write_failed) {
      analysed = analyse();
    } else if (notebook && !read_back_as_fixed()) {
      // Describe the file as it reads back.
      report.fixed_output = std::move(after);
      report.notebook = notebook->modules;
      report.text = report.notebook->text();
      analysed = analyse();
    } else {
      report.fixed_output = std::move(after);
      if (notebook) report.notebook = notebook->modules;
      // The findings describe the fixed text.
      report.text = report.notebook ? report.notebook->text() : std::move(fixed.text);
      analysed = std::move(fixed.final);
      if (scala_cells) analysed = with_scala_cells(std::move(analysed), std::move(scala_fixed->final));
    }
  }
  for (const std::string& e : analysed.internal_errors) result.errors.push_back("internal error in " + job.display + ": " + e);
  if (analysed.syntax_error) {
    // Not a finding (no rule's): the user learns that part of the file went unchecked, as ruff
    // reports the syntax errors it stops at.
    const ShownPoint at = shown_point(report, protocol::LineIndex(report.text), *analysed.syntax_error);
    result.errors.push_back(job.display + ":" + (at.cell ? "cell " + std::to_string(at.cell) + ":" : "") +
                            std::to_string(at.line) + ":" + std::to_string(at.column) +
                            ": syntax error; the code around it was checked, not the statement it breaks");
  }
  report.findings = std::move(analysed.findings);
  report.queries = std::move(analysed.queries);
  result.checkpoints = std::move(analysed.checkpoints);
  result.pipeline = std::move(analysed.pipeline);
  result.baselines = std::move(analysed.baselines);
  result.datasets = std::move(analysed.datasets);
  result.elsewhere = std::move(analysed.elsewhere);
  result.helper_starts = std::move(analysed.helper_starts);
  result.noqa = std::move(analysed.noqa);
  return result;
}

}  // namespace

namespace {

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
  std::vector<Filtered> filtered(jobs.size());
  std::atomic<std::size_t> done{0};
  ProgressBar progress(done, jobs.size());
  // Pass 1: every file's bytes, once.
  parallel_for(jobs.size(), [&](std::size_t i) { filtered[i] = filter_one(jobs[i], options, stdin_text); });
  // Pass 2: a file without tokens of its own is analysed when a project module it imports can
  // hand it streams (its helpers start queries with its values). A project scanned whole where no
  // file can hand out streams skips it.
  std::set<const analysis::ProjectIndex*> exporting;
  std::set<const analysis::ProjectIndex*> scala_exporting;  // a Scala file of it exports streams
  for (std::size_t i = 0; i < jobs.size(); ++i) {
    if (jobs[i].index && (filtered[i].exports_streams || !jobs[i].index->fully_scanned())) exporting.insert(jobs[i].index.get());
    if (jobs[i].index && analysis::is_scala_path(jobs[i].display) &&
        (filtered[i].exports_streams || !jobs[i].index->fully_scanned())) {
      scala_exporting.insert(jobs[i].index.get());
    }
  }
  parallel_for(jobs.size(), [&](std::size_t i) {
    Filtered& f = filtered[i];
    if (!f.readable || f.own_findings) return;
    const bool follow = f.uses_objects ? scala_exporting.count(jobs[i].index.get()) > 0
                                       : !f.imports.empty() && exporting.count(jobs[i].index.get()) > 0;
    if (!follow) return;
    const std::filesystem::path folder = entry_path(jobs[i]).parent_path();
    if (f.uses_objects || jobs[i].index->imports_may_export(f.imports, folder.empty() ? std::filesystem::path(".") : folder)) {
      f.own_findings = true;
      f.text = read_job(jobs[i], options, stdin_text, f);
    }
  });
  // Pass 3: the module phase of the files that may have findings.
  parallel_for(jobs.size(), [&](std::size_t i) {
    Filtered& f = filtered[i];
    ScanResult& r = results[i];
    try {
      if (!f.readable || (f.own_findings && !f.text)) {
        r.readable = false;
        r.errors.push_back(jobs[i].display + ": skipped, cannot read it" +
                           (f.unreadable_because.empty() ? "" : ": " + f.unreadable_because));
      } else if (!f.own_findings) {
        r.report.path = jobs[i].display;
        if (jobs[i].path.empty() && f.text) r.report.fixed_output = f.notebook ? f.json : *f.text;  // stdin --fix echoes it
      } else {
        r = analyse_one(jobs[i], options, f);
      }
    } catch (const std::exception& e) {
      r.readable = false;
      r.errors.push_back(jobs[i].display + ": internal error: " + e.what());
    }
    f.text.reset();
    f.json.clear();
    done.fetch_add(1);
  });
  return results;
}

}  // namespace streamlint::cli
