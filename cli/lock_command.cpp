#include "cli/lock_command.h"

#include <algorithm>
#include <filesystem>
#include <map>
#include <optional>
#include <ostream>
#include <stdexcept>
#include <tuple>

#include "analysis/baseline/lock_file.h"
#include "analysis/project/file_discovery.h"
#include "analysis/project/file_reader.h"
#include "cli/file_scan.h"
#include "cli/file_writer.h"
#include "cli/project_phase.h"
#include "cli/settings_resolver.h"

namespace streamlint::cli {
namespace {

// When `a` and `b` are one query (the same checkpoint, sources, stateful operators and sink) and
// one's pinned confs include the other's: the one with more (either when equal). Null when they
// differ: two queries share the checkpoint.
const analysis::QueryBaseline* same_query(const analysis::QueryBaseline& a, const analysis::QueryBaseline& b) {
  if (a.checkpoint != b.checkpoint || a.stateful_operators != b.stateful_operators ||
      a.operators_known != b.operators_known || a.sources != b.sources || a.sink != b.sink ||
      a.sink_path != b.sink_path) {
    return nullptr;
  }
  const auto includes = [](const auto& more, const auto& fewer) {
    return std::all_of(fewer.begin(), fewer.end(), [&](const auto& kv) {
      const auto it = more.find(kv.first);
      return it != more.end() && it->second == kv.second;
    });
  };
  if (includes(a.pinned_confs, b.pinned_confs)) return &a;
  if (includes(b.pinned_confs, a.pinned_confs)) return &b;
  return nullptr;
}

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

// Whether `file` (named relative to the lock's folder, with `/`) is one of `under` or in one.
bool covered(const std::string& file, const std::vector<std::string>& under) {
  return std::any_of(under.begin(), under.end(),
                     [&](const std::string& u) { return u == "." || file == u || file.starts_with(u + "/"); });
}

// The entries of the lock at `output` (when it exists) for files outside `paths`, which a lock of
// those paths keeps. Nullopt, with the error written, when it cannot be read: its other entries
// would be lost.
std::optional<analysis::Baseline> entries_outside(const fs::path& output, const std::vector<std::string>& paths,
                                                  const fs::path& base, std::ostream& err) {
  analysis::Baseline kept;
  std::vector<std::string> under;
  for (const std::string& p : paths) {
    under.push_back(fs::absolute(p).lexically_normal().lexically_relative(base).generic_string());
    if (under.back().ends_with('/')) under.back().pop_back();
    if (under.back().empty()) under.back() = ".";
  }
  std::error_code ec;
  if (!fs::exists(output, ec) || std::find(under.begin(), under.end(), ".") != under.end()) return kept;
  const auto text = analysis::read_file(output);
  try {
    if (!text) throw std::runtime_error("cannot read it");
    kept = analysis::parse_lock_file(*text);
  } catch (const std::exception& e) {
    err << "streamlint: " << output.string() << ": " << e.what()
        << ": run `streamlint lock` without a path to record the whole project anew\n";
    return std::nullopt;
  }
  std::erase_if(kept.queries, [&](const auto& kv) { return covered(kv.second.file, under); });
  std::erase_if(kept.datasets, [&](const auto& kv) { return covered(kv.second.file, under); });
  return kept;
}

// Adds the `kept` entries whose checkpoint (dataset name) the new ones do not record (the lock's
// text sorts them: lock_file_text).
void keep_entries(const analysis::Baseline& kept, std::vector<analysis::QueryBaseline>& queries,
                  std::vector<analysis::DatasetBaseline>& datasets) {
  for (const auto& entry : kept.queries) {
    const std::string& checkpoint = entry.first;
    const bool recorded =
        std::any_of(queries.begin(), queries.end(), [&](const auto& n) { return n.checkpoint == checkpoint; });
    if (recorded) continue;
    queries.push_back(entry.second);
    queries.back().checkpoint = checkpoint;
  }
  for (const auto& entry : kept.datasets) {
    const std::string& name = entry.first;
    const bool recorded = std::any_of(datasets.begin(), datasets.end(), [&](const auto& n) { return n.name == name; });
    if (recorded) continue;
    datasets.push_back(entry.second);
    datasets.back().name = name;
  }
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
  // Without PATH: the project of the lock `check` would use (the nearest above this folder), else
  // this folder, wherever --output writes.
  const bool whole_project = paths.empty();
  if (whole_project) paths.push_back(default_lock_file(".").parent_path().string());
  if (!output) output = default_lock_file(paths.front());

  SettingsResolver resolver(std::nullopt, std::nullopt, err);
  resolver.ignore_lock_files();
  analysis::Discovery discovery = analysis::discover_files(paths);
  for (const std::string& e : discovery.errors) err << "streamlint: " << e << '\n';
  // A lock written over a file it records, or any source file, would lose the file.
  const bool reads_output = std::any_of(discovery.files.begin(), discovery.files.end(), [&](const fs::path& path) {
    std::error_code ec;
    return fs::equivalent(path, *output, ec);
  });
  if (reads_output || analysis::is_source_path(output->string())) {
    err << "streamlint: --output " << output->string() << " is a source file, not a lock\n";
    return 2;
  }
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
  std::map<std::string, std::size_t> first;  // checkpoint -> its query in `queries`
  bool unread = !discovery.errors.empty();
  std::vector<analysis::DatasetBaseline> datasets;
  ScanOptions scan;
  scan.fixes = false;
  scan.baselines = true;
  for (ScanResult& r : scan_files(jobs, scan, std::nullopt)) {
    for (const std::string& e : r.errors) err << "streamlint: " << e << '\n';
    unread = unread || !r.readable;
    for (analysis::DatasetBaseline& d : r.datasets) {
      d.file = fs::absolute(d.file).lexically_normal().lexically_relative(base).generic_string();
      datasets.push_back(std::move(d));
    }
    for (analysis::QueryBaseline& q : r.baselines) {
      q.file = fs::absolute(q.file).lexically_normal().lexically_relative(base).generic_string();
      const auto [it, fresh] = first.emplace(q.checkpoint, queries.size());
      if (fresh) {
        queries.push_back(std::move(q));
        continue;
      }
      analysis::QueryBaseline& recorded = queries[it->second];
      if (const auto* fuller = same_query(recorded, q)) {
        // One query seen from two files: a helper on its own and the caller that runs it in a
        // session with its confs set. The view with the confs is the query's.
        if (fuller == &q) recorded = std::move(q);
        continue;
      }
      err << "streamlint: checkpoint \"" << q.checkpoint << "\" is used by more than one query (" << recorded.file
          << ", " << q.file << "): recorded the first\n";
    }
  }
  // One order whatever order the files were scanned in: by name, then file.
  std::sort(datasets.begin(), datasets.end(), [](const auto& a, const auto& b) {
    return std::tie(a.name, a.file) < std::tie(b.name, b.file);
  });
  datasets.erase(std::unique(datasets.begin(), datasets.end(), [](const auto& a, const auto& b) { return a.name == b.name; }),
                 datasets.end());
  // PATHs given: their files' entries are recorded anew, and the lock keeps the others'.
  if (!whole_project) {
    if (auto kept = entries_outside(*output, paths, base, err)) {
      keep_entries(*kept, queries, datasets);
    } else {
      return 2;
    }
  }
  const std::string text = analysis::lock_file_text(queries, datasets);
  // A lock made from part of the project would drop the queries of what could not be read.
  if (unread) {
    err << "streamlint: " << output->string() << " " << (check ? "not checked" : "not written")
        << ": a path could not be read\n";
    return 2;
  }

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
