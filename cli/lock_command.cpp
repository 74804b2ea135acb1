#include "cli/lock_command.h"

#include <algorithm>
#include <filesystem>
#include <map>
#include <optional>
#include <tuple>
#include <ostream>

#include "analysis/baseline/lock_file.h"
#include "analysis/project/file_discovery.h"
#include "analysis/project/file_reader.h"
#include "cli/file_scan.h"
#include "cli/project_phase.h"
#include "cli/file_writer.h"
#include "cli/settings_resolver.h"

namespace streamlint::cli {
namespace {

namespace fs = std::filesystem;

// The lock `check` would use for files under `path`: the nearest streamlint.lock in its folder or
// above; when there is none, a new one in that folder (the path itself when it is a folder).
fs::path default_lock_file(const std::string& path) {
  std::error_code ec;
  const fs::path start = fs::is_directory(path, ec) ? fs::path(path) : fs::path(path).parent_path();
  const fs::path folder = fs::absolute(start.empty() ? fs::path(".") : start, ec).lexically_normal();
  for (fs::path d = folder;; d = d.parent_path()) {
    if (fs::exists(d / analysis::kLockFileName, ec)) return d / analysis::kLockFileName;
    if (d == d.parent_path()) break;
  }
  return folder / analysis::kLockFileName;
}

// Checkpoints whose recorded entry is new, gone or different, for --check's report.
std::vector<std::string> differences(const analysis::Baseline& locked, const analysis::Baseline& now) {
  std::vector<std::string> out;
  for (const auto& [checkpoint, q] : now.queries) {
    const auto it = locked.queries.find(checkpoint);
    if (it == locked.queries.end()) out.push_back("new query: " + checkpoint + " (" + q.file + ")");
    else if (it->second != q) out.push_back("changed: " + checkpoint + " (" + q.file + ")");
  }
  for (const auto& [checkpoint, q] : locked.queries) {
    if (!now.queries.count(checkpoint)) out.push_back("no longer in the code: " + checkpoint + " (" + q.file + ")");
  }
  for (const auto& [name, d] : now.datasets) {
    const auto it = locked.datasets.find(name);
    if (it == locked.datasets.end()) out.push_back("new dataset: " + name + " (" + d.file + ")");
    else if (it->second != d) out.push_back("changed: dataset " + name + " (" + d.file + ")");
  }
  for (const auto& [name, d] : locked.datasets) {
    if (!now.datasets.count(name)) out.push_back("no longer in the code: dataset " + name + " (" + d.file + ")");
  }
  return out;
}

}  // namespace

int run_lock(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  bool check = false;
  std::optional<fs::path> output;
  std::vector<std::string> paths;
  for (std::size_t i = 0; i < args.size(); ++i) {
    if (args[i] == "--check") {
      check = true;
    } else if (args[i] == "--output" && i + 1 < args.size()) {
      output = args[++i];
    } else if (!args[i].empty() && args[i][0] == '-') {
      err << "streamlint lock: unknown option '" << args[i] << "'\n";
      return 2;
    } else {
      paths.push_back(args[i]);
    }
  }
  // Without PATH: the project of the lock `check` would use (the nearest above), else this folder.
  if (!output) output = default_lock_file(paths.empty() ? "." : paths.front());
  if (paths.empty()) paths.push_back(fs::absolute(*output).parent_path().lexically_normal().string());

  SettingsResolver resolver(std::nullopt, std::nullopt, err);
  analysis::Discovery discovery = analysis::discover_files(paths);
  for (const std::string& e : discovery.errors) err << "streamlint: " << e << '\n';
  std::vector<ScanJob> jobs;
  std::vector<fs::path> left_out;  // excluded by configuration
  for (const fs::path& path : discovery.files) {
    analysis::FileSettings settings = resolver.settings_for(path);
    if (!settings.excluded) {
      jobs.push_back({path.string(), path, std::move(settings)});
    } else {
      left_out.push_back(path);
    }
  }
  if (resolver.failed()) return 2;
  assign_project_indexes(jobs, paths, left_out);

  // Files are named relative to the lock's folder, with `/`: the lock is the same on every machine.
  const fs::path base = fs::absolute(*output).parent_path().lexically_normal();
  std::vector<analysis::QueryBaseline> queries;
  std::map<std::string, std::string> first_file;  // checkpoint -> file that recorded it
  std::vector<analysis::DatasetBaseline> datasets;
  ScanOptions scan;
  scan.fixes = false;
  scan.baselines = true;
  for (ScanResult& r : scan_files(jobs, scan, std::nullopt)) {
    for (const std::string& e : r.errors) err << "streamlint: " << e << '\n';
    for (analysis::DatasetBaseline& d : r.datasets) {
      d.file = fs::absolute(d.file).lexically_normal().lexically_relative(base).generic_string();
      datasets.push_back(std::move(d));
    }
    for (analysis::QueryBaseline& q : r.baselines) {
      q.file = fs::absolute(q.file).lexically_normal().lexically_relative(base).generic_string();
      const auto [it, fresh] = first_file.emplace(q.checkpoint, q.file);
      if (!fresh) {
        err << "streamlint: checkpoint \"" << q.checkpoint << "\" is used by more than one query (" << it->second
            << ", " << q.file << "): recorded the first\n";
        continue;
      }
      queries.push_back(std::move(q));
    }
  }
  // One order whatever order the files were scanned in: by name, then file.
  std::sort(datasets.begin(), datasets.end(), [](const auto& a, const auto& b) {
    return std::tie(a.name, a.file) < std::tie(b.name, b.file);
  });
  datasets.erase(std::unique(datasets.begin(), datasets.end(), [](const auto& a, const auto& b) { return a.name == b.name; }),
                 datasets.end());
  const std::string text = analysis::lock_file_text(queries, datasets);

  if (check) {
    const auto existing = analysis::read_file(*output);
    if (!existing) {
      err << "streamlint: " << output->string() << " does not exist: run `streamlint lock`\n";
      return 1;
    }
    if (*existing == text) {
      out << output->string() << " is up to date (" << queries.size() << " quer" << (queries.size() == 1 ? "y" : "ies")
          << ").\n";
      return 0;
    }
    try {
      for (const std::string& d : differences(analysis::parse_lock_file(*existing), analysis::parse_lock_file(text))) {
        out << "  " << d << '\n';
      }
    } catch (const std::exception& e) {
      err << "streamlint: " << output->string() << ": " << e.what() << '\n';
    }
    out << output->string() << " is out of date: run `streamlint lock`.\n";
    return 1;
  }
  if (auto error = write_atomically(*output, text)) {
    err << "streamlint: " << output->string() << ": " << *error << '\n';
    return 2;
  }
  out << "Recorded " << queries.size() << " quer" << (queries.size() == 1 ? "y" : "ies");
  if (!datasets.empty()) out << " and " << datasets.size() << " pipeline dataset" << (datasets.size() == 1 ? "" : "s");
  out << " in " << output->string() << ".\n";
  return 0;
}

}  // namespace streamlint::cli
