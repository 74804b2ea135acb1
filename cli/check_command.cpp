#include "cli/check_command.h"

#include <algorithm>
#include <fstream>
#include <iostream>
#include <map>
#include <set>
#include <sstream>

#include "analysis/analyze.h"
#include "analysis/project/project_config.h"
#include "analysis/project/file_discovery.h"
#include "cli/file_scan.h"
#include "cli/project_phase.h"
#include "cli/settings_resolver.h"
#include "cli/reporters.h"
#include "protocol/uri.h"

namespace streamlint::cli {
namespace {

std::optional<OutputFormat> parse_format(const std::string& v) {
  if (v == "text") return OutputFormat::Text;
  if (v == "json") return OutputFormat::Json;
  if (v == "sarif") return OutputFormat::Sarif;
  if (v == "github") return OutputFormat::Github;
  if (v == "junit") return OutputFormat::Junit;
  return std::nullopt;
}

std::optional<analysis::Severity> parse_severity(const std::string& v) {
  if (v == "error") return analysis::Severity::Error;
  if (v == "warning") return analysis::Severity::Warning;
  if (v == "information") return analysis::Severity::Information;
  if (v == "hint") return analysis::Severity::Hint;
  return std::nullopt;
}

std::optional<std::string> read_all(std::istream& in) {
  std::ostringstream buffer;
  buffer << in.rdbuf();
  if (in.bad()) return std::nullopt;
  return buffer.str();
}

// Whether `file` lies inside one of the folders the user asked to check (a bundle found upward from
// a named file is not the user's to report or fix).
bool inside_checked_folder(const std::string& file, const std::vector<std::string>& paths) {
  namespace fs = std::filesystem;
  const std::string abs = fs::absolute(file).lexically_normal().string();
  for (const std::string& p : paths) {
    if (!fs::is_directory(p)) continue;
    std::string dir = fs::absolute(p).lexically_normal().string();
    if (!dir.empty() && dir.back() != '/') dir.push_back('/');
    if (abs.rfind(dir, 0) == 0) return true;
  }
  return false;
}

}  // namespace

std::optional<std::string> parse_check_options(const std::vector<std::string>& args, CheckOptions& out) {
  bool options_end = false;  // after `--` every argument is a path (a file named `-x.py`)
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (options_end) {
      out.paths.push_back(a);
      continue;
    }
    if (a == "--") {
      options_end = true;
      continue;
    }
    // Accept both `--flag value` and `--flag=value`.
    auto value_of = [&](std::string_view flag) -> std::optional<std::string> {
      if (a == flag && i + 1 < args.size()) return args[++i];
      if (a.rfind(std::string(flag) + "=", 0) == 0) return a.substr(flag.size() + 1);
      return std::nullopt;
    };
    if (auto v = value_of("--format")) {
      auto f = parse_format(*v);
      if (!f) return "unknown --format '" + *v + "' (expected text, json, sarif, github or junit)";
      out.format = *f;
    } else if (auto d = value_of("--target-dbr")) {
      auto version = analysis::parse_dbr_version(*d);
      if (!version) return "invalid --target-dbr '" + *d + "' (expected MAJOR.MINOR, e.g. 15.4)";
      out.target_dbr = version;
    } else if (auto c = value_of("--compute")) {
      auto compute = analysis::parse_compute(*c);
      if (!compute) return "invalid --compute '" + *c + "' (expected serverless, classic or pipeline)";
      out.compute = *compute;
    } else if (auto o = value_of("--output-file")) {
      out.output_file = *o;
    } else if (auto s = value_of("--fail-on")) {
      auto severity = parse_severity(*s);
      if (!severity || *severity == analysis::Severity::Hint) {
        return "invalid --fail-on '" + *s + "' (expected error, warning or information)";
      }
      out.fail_on = severity;
    } else if (auto n = value_of("--stdin-filename")) {
      out.stdin_filename = *n;
    } else if (a == "--statistics") {
      out.statistics = true;
    } else if (a == "--fix") {
      out.fix = true;
    } else if (a == "--diff") {
      out.diff = true;
    } else if (a == "--unsafe-fixes") {
      out.unsafe_fixes = true;
    } else if (a == "--no-prefilter") {
      out.prefilter = false;
    } else if (a == "--format" || a == "--target-dbr" || a == "--compute" || a == "--output-file" ||
               a == "--fail-on" || a == "--stdin-filename") {
      return a + " needs a value";
    } else if (a.size() > 1 && a[0] == '-') {
      return "unknown option '" + a + "'";
    } else {
      out.paths.push_back(a);
    }
  }
  if (out.paths.empty()) return "no PATH given (use - to read from stdin)";
  const bool from_stdin = std::find(out.paths.begin(), out.paths.end(), "-") != out.paths.end();
  if (from_stdin && out.paths.size() > 1) return "- (stdin) cannot be combined with other paths";
  if (out.stdin_filename && !from_stdin) return "--stdin-filename needs - as the path";
  return std::nullopt;
}

ScanInput scan_input(const CheckOptions& options, SettingsResolver& resolver, std::istream& in, std::ostream& err) {
  ScanInput input;
  std::vector<std::filesystem::path>& left_out = input.left_out;
  if (options.paths.front() == "-") {
    const std::string name = options.stdin_filename.value_or("-");
    input.jobs.push_back({name, {}, resolver.settings_for(name)});
    input.stdin_text = read_all(in);
  } else {
    analysis::Discovery discovery = analysis::discover_files(options.paths);
    for (const std::string& e : discovery.errors) err << "streamlint: " << e << '\n';
    input.io_error = !discovery.errors.empty();
    for (const auto& path : discovery.files) {
      analysis::FileSettings settings = resolver.settings_for(path);
      const bool named = std::find(discovery.named.begin(), discovery.named.end(), path) != discovery.named.end();
      if (settings.excluded && !named) {
        left_out.push_back(path);
        continue;
      }
      input.jobs.push_back({path.string(), path, std::move(settings)});
    }
  }
  assign_project_indexes(input.jobs, options.paths, left_out);
  return input;
}

int run_check(const CheckOptions& options, std::istream& in, std::ostream& out, std::ostream& err) {
  SettingsResolver resolver(options.target_dbr, options.compute, err);
  const bool from_stdin = options.paths.front() == "-";
  const bool fixing = options.fix || options.diff;

  // Phase 1, sequential: which files, with which settings.
  ScanInput input = scan_input(options, resolver, in, err);
  bool io_error = input.io_error;
  std::vector<ScanJob>& jobs = input.jobs;
  // Fixing a folder fixes its bundle YAML too, as when the YAML file is named (bundle_yaml.h): each
  // bundle file inside a checked folder becomes a file of the scan, not a report of the resolver's.
  std::set<std::string> scanned_bundle_files;
  if (fixing && !from_stdin) {
    std::set<std::string> job_files;
    for (const ScanJob& job : jobs) job_files.insert(analysis::canonical_path(job.path));
    // A file is written only where it really is inside a checked folder (not through a symlink).
    const auto real = [](const std::filesystem::path& p) {
      std::error_code ec;
      const std::filesystem::path resolved = std::filesystem::weakly_canonical(p, ec);
      return ec ? std::string() : resolved.string();
    };
    std::vector<std::string> real_folders;
    for (const std::string& p : options.paths) real_folders.push_back(real(p));
    for (const std::filesystem::path& file : resolver.bundle_files()) {
      const std::string canonical = analysis::canonical_path(file);
      const std::string resolved = real(file);
      if (!inside_checked_folder(file.string(), options.paths) || resolved.empty() ||
          !inside_checked_folder(resolved, real_folders) || job_files.contains(canonical)) {
        continue;
      }
      const std::string shown = shown_path(file);
      jobs.push_back({shown, shown, resolver.settings_for(shown)});
      scanned_bundle_files.insert(canonical);
    }
    // In path order with the walked files (the diff and the reports follow the jobs).
    if (!scanned_bundle_files.empty()) {
      std::stable_sort(jobs.begin(), jobs.end(),
                       [](const ScanJob& a, const ScanJob& b) { return a.display < b.display; });
    }
  }

  // A report written over a file it checks would lose the file.
  if (options.output_file) {
    namespace fs = std::filesystem;
    for (const ScanJob& job : jobs) {
      std::error_code ec;
      if (!job.path.empty() && fs::equivalent(job.path, *options.output_file, ec)) {
        err << "streamlint: --output-file " << *options.output_file << " is a file this check reads\n";
        return 2;
      }
    }
  }

  // Phase 2, parallel: read, prefilter, analyse or fix each file.
  // Only JSON and SARIF reports show fixes; finding them costs a re-parse each.
  const bool shows_fixes = options.format == OutputFormat::Json || options.format == OutputFormat::Sarif;
  // --diff previews: with --fix too it writes nothing (as ruff's --diff), docs/ci.md.
  ScanOptions scan{fixing, options.diff, options.fix && !options.diff && !from_stdin, options.unsafe_fixes, options.prefilter,
                   shows_fixes || fixing};
  // A fix is written only for a finding the project phase keeps: a first pass, analysis only, tells
  // which helpers' queries the entries' runs reach (FixGate).
  std::optional<FixGate> gate;
  if (fixing && jobs.size() > 1) {
    ScanOptions analysis_only = scan;
    analysis_only.fixing = analysis_only.diff = analysis_only.write = analysis_only.fixes = false;
    std::vector<ScanResult> first = scan_files(jobs, analysis_only, input.stdin_text);
    gate.emplace(jobs, first);
    scan.gate = &*gate;
  }
  std::vector<ScanResult> results = scan_files(jobs, scan, input.stdin_text);
  // The other files' runs read the files this run fixed as they were: the findings left are those
  // of a pass over the fixed files, with project indexes that read them again.
  const bool rewritten = std::any_of(results.begin(), results.end(), [](const ScanResult& r) { return r.fixed > 0; });
  if (scan.write && rewritten && jobs.size() > 1) {
    for (ScanJob& job : jobs) job.index.reset();
    assign_project_indexes(jobs, options.paths, input.left_out);
    ScanOptions after = scan;
    after.fixing = after.diff = after.write = false;
    after.fixes = shows_fixes;
    after.gate = nullptr;
    std::vector<ScanResult> again = scan_files(jobs, after, input.stdin_text);
    for (std::size_t i = 0; i < again.size() && i < results.size(); ++i) {
      again[i].fixed = results[i].fixed;
      again[i].write_failed = results[i].write_failed;
      again[i].errors.insert(again[i].errors.begin(), results[i].errors.begin(), results[i].errors.end());
    }
    results = std::move(again);
  }
  // Phase 3, sequential: the project phase (SR102, findings routed to the files they are in, noqa).
  finish_scan(jobs, results, resolver);

  // Phase 4, sequential: collect in path order.
  std::vector<FileReport> reports;
  std::string diffs;
  int fixed = 0, files_fixed = 0;
  for (ScanResult& r : results) {
    for (const std::string& e : r.errors) err << "streamlint: " << e << '\n';
    if (!r.readable) {
      io_error = true;
      continue;
    }
    io_error = io_error || r.write_failed;
    fixed += r.fixed;
    files_fixed += r.fixed ? 1 : 0;
    diffs += r.diff;
    reports.push_back(std::move(r.report));
  }

  // Conf findings in bundle YAML files, in path order with the rest (with --fix too: they are
  // findings left; --diff reports only what it would change). Only bundles inside a folder the user
  // asked to check.
  if (!from_stdin && !options.diff) {
    for (FileReport& r : resolver.bundle_reports(scanned_bundle_files)) {
      if (inside_checked_folder(r.path, options.paths)) reports.push_back(std::move(r));
    }
  }
  std::stable_sort(reports.begin(), reports.end(), [](const FileReport& a, const FileReport& b) { return a.path < b.path; });

  // Where the report goes.
  std::ofstream file_out;
  std::ostream* sink = &out;
  if (options.output_file) {
    file_out.open(*options.output_file, std::ios::binary | std::ios::trunc);
    if (!file_out) {
      err << "streamlint: cannot write " << *options.output_file << '\n';
      return 2;
    }
    sink = &file_out;
  }

  // Fixes left out because they are unsafe (placeholders, changed semantics): said, as ruff says it.
  int hidden = 0;
  for (const FileReport& r : reports) {
    for (const auto& f : r.findings) hidden += !options.unsafe_fixes && f.fix && !f.fix->safe;
  }
  const std::string hidden_note =
      hidden ? " (" + std::to_string(hidden) + " hidden fix" + (hidden == 1 ? "" : "es") +
                   " can be enabled with --unsafe-fixes)"
             : "";
  if (options.diff) {
    out << diffs;
    err << (fixed ? "Would fix " + std::to_string(fixed) + " finding" + (fixed == 1 ? "" : "s") + " in " +
                        std::to_string(files_fixed) + " file" + (files_fixed == 1 ? "" : "s") + hidden_note + ".\n"
                  : "No fixes available" + hidden_note + ".\n");
    return io_error || resolver.failed() ? 2 : (fixed ? 1 : 0);
  }
  if (from_stdin && options.fix && !reports.empty()) {
    // Editors and pre-commit read the fixed file from stdout; findings go to stderr.
    out << reports.front().fixed_output;
    sink = &err;
  }
  // --statistics replaces the findings with counts per rule (as ruff's does): a table, or JSON
  // with --format json. SARIF, GitHub and JUnit have no place for counts: the findings stay valid
  // output there, and the table goes to stderr.
  const bool counts_only = options.statistics && (options.format == OutputFormat::Text || options.format == OutputFormat::Json);
  if (options.statistics && !counts_only) report_statistics(reports, err);
  if (counts_only) {
    if (options.format == OutputFormat::Json) {
      report_statistics_json(reports, *sink);
    } else {
      report_statistics(reports, *sink);
    }
  } else {
    switch (options.format) {
      case OutputFormat::Json: report_json(reports, *sink); break;
      case OutputFormat::Sarif: report_sarif(reports, *sink); break;
      case OutputFormat::Github: report_github(reports, *sink); break;
      case OutputFormat::Junit: report_junit(reports, *sink); break;
      case OutputFormat::Text:
        if (!(io_error && reports.empty())) report_text(reports, *sink);  // nothing analysed: errors said it
        break;
    }
  }
  if (options.fix && fixed) {
    err << "Fixed " << fixed << " finding" << (fixed == 1 ? "" : "s") << " in " << files_fixed << " file"
        << (files_fixed == 1 ? "" : "s") << hidden_note << ".\n";
  } else if (options.fix && hidden) {
    err << "No fixes available" << hidden_note << ".\n";
  }
  if (io_error || resolver.failed()) return 2;
  for (const FileReport& r : reports) {
    for (const auto& f : r.findings) {
      if (!options.fail_on || static_cast<int>(f.severity) <= static_cast<int>(*options.fail_on)) return 1;
    }
  }
  return 0;
}

}  // namespace streamlint::cli
