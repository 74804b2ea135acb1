#include "cli/project_phase.h"

#include <algorithm>
#include <map>
#include <tuple>

#include "analysis/analyze.h"
#include "analysis/project/file_discovery.h"
#include "analysis/project/file_reader.h"
#include "analysis/rules/pipeline_links.h"
#include "analysis/rules/shared_checkpoints.h"
#include "analysis/scala/scala_source.h"
#include "analysis/sql_file.h"

namespace streamlint::cli {
namespace fs = std::filesystem;
namespace {

std::string canonical_key(const fs::path& p) { return analysis::canonical_path(p); }

// How a file outside the scan is shown: relative to the working directory when under it.
std::string display_of(const fs::path& file) {
  std::error_code ec;
  const fs::path relative = fs::relative(file, ec);
  if (!ec && !relative.empty() && *relative.begin() != "..") return relative.generic_string();
  return fs::absolute(file, ec).lexically_normal().string();
}

}  // namespace

void assign_project_indexes(std::vector<ScanJob>& jobs, const std::vector<std::string>& named_paths,
                            const std::vector<fs::path>& left_out) {
  // Excluded Scala files, canonical: a project holding one has Scala files the scan never reads.
  std::vector<std::string> scala_left_out;
  for (const fs::path& file : left_out) {
    if (analysis::is_scala_path(file.native())) scala_left_out.push_back(canonical_key(file));
  }
  // The folders named on the command line, canonical with a trailing '/', once.
  std::vector<std::pair<std::string, std::string>> named_folders;  // (canonical, as named)
  for (const std::string& named : named_paths) {
    std::error_code ec;
    if (!fs::is_directory(named, ec)) continue;
    std::string folder = canonical_key(named);
    if (folder.back() != '/') folder.push_back('/');
    named_folders.emplace_back(std::move(folder), named);
  }
  std::map<std::vector<std::string>, std::shared_ptr<analysis::ProjectIndex>> indexes;
  // The Scala files of each index whose scan reads every Scala file under its roots.
  std::map<analysis::ProjectIndex*, std::size_t> scala_counts;
  std::map<std::string, std::vector<fs::path>> roots_by_folder;  // a file's folder -> its roots
  for (ScanJob& job : jobs) {
    std::vector<fs::path> roots = job.settings.import_roots;
    if (roots.empty()) {
      // The deepest folder the user named that holds the file, else the file's own folder (a Scala
      // file's build's).
      const fs::path file = job.path.empty() ? fs::path(job.display) : job.path;
      const fs::path parent = file.parent_path().empty() ? fs::path(".") : file.parent_path();
      const bool scala = analysis::is_scala_path(job.display);
      auto [it, fresh] = roots_by_folder.try_emplace(parent.string() + (scala ? "\n.scala" : ""));
      if (fresh) {
        std::string key = canonical_key(parent);
        if (key.back() != '/') key.push_back('/');
        const std::pair<std::string, std::string>* best = nullptr;
        for (const auto& folder : named_folders) {
          if (key.rfind(folder.first, 0) == 0 && (!best || folder.first.size() > best->first.size())) best = &folder;
        }
        // A Scala file checked alone belongs to its build's project (its package's other objects).
        // A folder inside a Python package imports from the package's base (relative imports climb).
        it->second = analysis::project_roots(scala ? (best ? fs::path(best->second) : analysis::scala_project_folder(file))
                                                   : analysis::package_base(best ? fs::path(best->second) : parent));
      }
      roots = it->second;
      for (const fs::path& r : job.settings.python_project_roots) {
        if (std::find(roots.begin(), roots.end(), r) == roots.end()) roots.push_back(r);
      }
    }
    std::vector<std::string> key;
    for (const fs::path& r : roots) key.push_back(r.string());
    auto& index = indexes[key];
    if (!index) {
      index = std::make_shared<analysis::ProjectIndex>(roots);
      // Every root inside a folder the user named: the scan sees each module of the project.
      bool covered = true;
      // And reads each Scala file under the roots: no root sits in a folder the walk skips, and
      // no Scala file under them is excluded (pass 1 tells the index their objects).
      bool scala_told = true;
      for (const fs::path& root : roots) {
        std::string r = canonical_key(root);
        if (r.back() != '/') r.push_back('/');
        const auto named = std::find_if(named_folders.begin(), named_folders.end(),
                                        [&](const auto& folder) { return r.rfind(folder.first, 0) == 0; });
        covered = covered && named != named_folders.end();
        if (!covered) break;
        fs::path folder = named->first;
        for (const fs::path& part : fs::path(r.substr(named->first.size()))) {
          if (part.empty()) continue;
          folder /= part;
          scala_told = scala_told && !analysis::is_skipped_folder(folder);
        }
        scala_told = scala_told && std::none_of(scala_left_out.begin(), scala_left_out.end(),
                                                [&](const std::string& file) { return file.rfind(r, 0) == 0; });
      }
      index->set_fully_scanned(covered);
      if (covered && scala_told) scala_counts.emplace(index.get(), 0);
    }
    job.index = index;
    if (auto it = scala_counts.find(index.get()); it != scala_counts.end() && analysis::is_scala_path(job.display)) ++it->second;
  }
  for (auto& [index, count] : scala_counts) index->expect_scala_files(count);
}

FixGate::FixGate(const std::vector<ScanJob>& jobs, std::vector<ScanResult>& analysed) {
  for (std::size_t i = 0; i < analysed.size() && i < jobs.size(); ++i) {
    reached_.add((jobs[i].path.empty() ? fs::path(jobs[i].display) : jobs[i].path).string(), analysed[i].helper_starts);
    for (const analysis::QueryStart& start : analysed[i].helper_starts)
      reached_files_.insert(canonical_key(start.file));
    for (analysis::Finding& f : analysed[i].elsewhere) {
      const std::string key = canonical_key(f.file.empty() ? analysed[i].report.path : f.file);
      incoming_[key].push_back(std::move(f));
    }
  }
}

bool FixGate::keeps(const std::filesystem::path& file, const analysis::Finding& f, int round) const {
  if (!f.stand_in) return true;
  const std::string key = canonical_key(file);
  if (round > 0) return !reached_files_.count(key);
  static const std::vector<analysis::Finding> none;
  const auto it = incoming_.find(key);
  return analysis::superseded_stand_ins({f}, it == incoming_.end() ? none : it->second, reached_).empty();
}

void finish_scan(const std::vector<ScanJob>& jobs, std::vector<ScanResult>& results, SettingsResolver& settings) {
  // Where each scanned file's result is, by canonical path.
  std::map<std::string, std::size_t> by_file;
  for (std::size_t i = 0; i < results.size() && i < jobs.size(); ++i) {
    if (results[i].readable) by_file[canonical_key(jobs[i].path.empty() ? fs::path(jobs[i].display) : jobs[i].path)] = i;
  }
  std::map<std::string, std::vector<analysis::Finding>> incoming;  // by canonical path
  std::map<std::string, std::string> named;                       // canonical path -> the file as named
  auto route = [&](analysis::Finding f, const std::string& entry_display) {
    const std::string file = f.file.empty() ? entry_display : f.file;
    const std::string key = canonical_key(file);
    named.emplace(key, file);
    incoming[key].push_back(std::move(f));
  };
  // The starts each file's run reaches in other files: there a stand-in's guess gives way.
  analysis::ReachedStarts reached;
  for (std::size_t i = 0; i < results.size() && i < jobs.size(); ++i) {
    reached.add((jobs[i].path.empty() ? fs::path(jobs[i].display) : jobs[i].path).string(), results[i].helper_starts);
  }
  // SR102 over every file's checkpoints.
  std::vector<analysis::CheckpointUse> uses;
  for (ScanResult& r : results) {
    uses.insert(uses.end(), std::make_move_iterator(r.checkpoints.begin()), std::make_move_iterator(r.checkpoints.end()));
    r.checkpoints.clear();
  }
  for (analysis::Finding& f : analysis::shared_checkpoint_findings(uses)) {
    f.fix.reset();
    route(std::move(f), "");
  }
  // SR707 and SR708 between the files of a pipeline.
  std::vector<const analysis::PipelineParts*> pipeline;
  for (const ScanResult& r : results) {
    if (!r.pipeline.empty()) pipeline.push_back(&r.pipeline);
  }
  for (analysis::Finding& f : analysis::pipeline_link_findings(pipeline)) route(std::move(f), "");
  for (std::size_t i = 0; i < results.size(); ++i) {
    for (analysis::Finding& f : results[i].elsewhere) route(std::move(f), results[i].report.path);
    results[i].elsewhere.clear();
  }
  // Files that received findings but were not scanned.
  for (const auto& [key, findings] : incoming) {
    if (by_file.count(key)) continue;
    const std::string& file = named.at(key);
    auto text = analysis::read_file(file);
    if (!text) continue;
    ScanResult extra;
    extra.report.path = display_of(file);
    extra.report.text = std::move(*text);
    extra.report.uri = artifact_uri(extra.report.path);
    extra.noqa = analysis::noqa_comments(file, extra.report.text);
    extra.analysed = true;
    by_file[key] = results.size();
    results.push_back(std::move(extra));
  }
  for (auto& [key, findings] : incoming) {
    ScanResult& r = results[by_file.at(key)];
    if (!r.analysed) {
      // Skipped by the prefilter (a module of constants): its text and noqa comments are read now.
      auto text = analysis::read_file(named.at(key));
      if (!text) continue;
      r.report.text = std::move(*text);
      r.report.uri = artifact_uri(r.report.path);
      r.noqa = analysis::noqa_comments(r.report.path, r.report.text);
    }
    for (analysis::Finding& f : findings) {
      // Named as the target's own path: finish_findings makes them this file's.
      if (f.file.empty() || canonical_key(f.file) == key) f.file = r.report.path;
      for (auto& related : f.related) {
        if (!related.file.empty() && canonical_key(related.file) == key) related.file = r.report.path;
      }
      r.report.findings.push_back(std::move(f));
    }
    r.analysed = true;
  }
  for (std::size_t i = 0; i < results.size(); ++i) {
    ScanResult& r = results[i];
    if (!r.analysed) continue;
    const analysis::RuleSelection selection =
        i < jobs.size() ? jobs[i].settings.selection : settings.settings_for(r.report.path).selection;
    const std::vector<analysis::Finding> withdrawn = analysis::drop_superseded_stand_ins(r.report.findings, reached);
    // A noqa for SR102 is judged over the files this check read (RULES.md: an unused code is
    // SR000); only a fix, which sees one file at a time (fix_until_stable), leaves it alone.
    analysis::finish_findings(r.report.findings, r.noqa, r.report.text, selection, r.report.path, withdrawn);
    if (r.report.notebook) {
      // In cell order: a notebook's Scala cells come after its Python module in the text.
      const analysis::NotebookText& cells = *r.report.notebook;
      std::stable_sort(r.report.findings.begin(), r.report.findings.end(), [&](const auto& a, const auto& b) {
        const analysis::CellPoint x = cells.cell_point(a.range.start), y = cells.cell_point(b.range.start);
        return std::tie(x.cell, x.row, x.column) < std::tie(y.cell, y.row, y.column);
      });
    }
    if (r.report.findings.empty() && r.report.fixed_output.empty()) r.report.text = std::string();
    if (!r.report.findings.empty() && r.report.uri.empty()) r.report.uri = artifact_uri(r.report.path);
  }
}

}  // namespace streamlint::cli
