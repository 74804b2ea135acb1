#include "analysis/project/project_config.h"

#include <fnmatch.h>
#include <toml++/toml.h>

#include "analysis/baseline/lock_file.h"
#include "analysis/project/file_reader.h"
#include "analysis/project/project_index.h"
#include "analysis/query_model/stateful.h"
#include "analysis/rules/rule.h"
#include "analysis/scala/scala_source.h"
#include "analysis/text_util.h"

namespace streamlint::analysis {
namespace fs = std::filesystem;
namespace {

std::string normal(const fs::path& p) {
  std::error_code ec;
  fs::path abs = fs::weakly_canonical(fs::absolute(p, ec), ec);
  return abs.lexically_normal().generic_string();
}

std::string relative_to(const fs::path& file, const fs::path& base) {
  return fs::path(normal(file)).lexically_relative(normal(base)).generic_string();
}

int line_of(const toml::node& node) { return static_cast<int>(node.source().begin.line); }

}  // namespace

bool path_matches(const std::string& pattern, const std::string& relative_path) {
  if (fnmatch(pattern.c_str(), relative_path.c_str(), 0) == 0) return true;
  if (pattern.find('/') == std::string::npos) {
    // A name matches the file's name or any folder's on its way (`legacy`, `*_test.py`), as ruff's
    // exclude does.
    for (std::size_t start = 0; start <= relative_path.size();) {
      const std::size_t end = std::min(relative_path.find('/', start), relative_path.size());
      if (fnmatch(pattern.c_str(), relative_path.substr(start, end - start).c_str(), 0) == 0) return true;
      start = end + 1;
    }
    return false;
  }
  // "legacy/" or "legacy" style folder patterns match everything below them.
  std::string folder = pattern;
  if (!folder.empty() && folder.back() == '/') folder.pop_back();
  return starts_with(relative_path, folder + "/");
}

bool ProjectConfig::holds_config(const fs::path& folder) {
  std::error_code ec;
  for (const char* name : {"streamlint.toml", "pyproject.toml", "databricks.yml", "databricks.yaml", kLockFileName}) {
    if (fs::exists(folder / name, ec)) return true;
  }
  return false;
}

ProjectConfig ProjectConfig::discover(const fs::path& folder) {
  ProjectConfig config;
  std::error_code ec;
  fs::path dir = fs::absolute(folder, ec).lexically_normal();
  for (fs::path d = dir;; d = d.parent_path()) {
    if (!config.config_file_) {
      if (fs::exists(d / "streamlint.toml", ec)) {
        config.load_toml(d / "streamlint.toml", false);
      } else if (fs::exists(d / "pyproject.toml", ec)) {
        config.load_toml(d / "pyproject.toml", true);
      }
    }
    if (!config.python_project_ && fs::exists(d / "pyproject.toml", ec)) config.python_project_ = d;
    if (!config.bundle_file_) {
      for (const char* name : {"databricks.yml", "databricks.yaml"}) {
        if (!config.bundle_file_ && fs::exists(d / name, ec)) config.load_bundle(d / name);
      }
    }
    if (!config.lock_file_ && fs::exists(d / kLockFileName, ec)) {
      config.lock_file_ = d / kLockFileName;
      try {
        config.facts_.baseline = std::make_shared<const Baseline>(read_lock_file(d / kLockFileName));
      } catch (const std::exception& e) {
        config.errors_.push_back({d / kLockFileName, 0, e.what()});
      }
    }
    if (d == d.parent_path() || (config.config_file_ && config.bundle_file_ && config.lock_file_)) break;
  }
  return config;
}

void ProjectConfig::load_toml(const fs::path& file, bool pyproject) {
  toml::table root;
  std::string why;
  const std::optional<std::string> text = read_file(file, &why);
  if (!text) {
    errors_.push_back({file, 0, "cannot read it: " + why});
    config_file_ = file;
    return;
  }
  try {
    root = toml::parse(*text, file.string());
  } catch (const toml::parse_error& e) {
    errors_.push_back({file, static_cast<int>(e.source().begin.line), std::string(e.description())});
    config_file_ = file;
    return;
  }
  const toml::table* section = &root;
  if (pyproject) {
    section = root["tool"]["streamlint"].as_table();
    if (!section) return;  // a pyproject.toml without our section is not our config
  } else if (const toml::table* nested = root["tool"]["streamlint"].as_table(); nested && root.size() == 1) {
    // streamlint.toml holding only pyproject.toml's `[tool.streamlint]` table (copied from there,
    // or from the README's example): its settings.
    section = nested;
  }
  config_file_ = file;
  auto strings = [&](const toml::node& node, const std::string& key) {
    std::vector<std::string> out;
    if (const auto* arr = node.as_array()) {
      for (const auto& item : *arr) {
        if (auto s = item.value<std::string>()) out.push_back(*s);
        else errors_.push_back({file, line_of(item), key + " must be a list of strings"});
      }
    } else {
      errors_.push_back({file, line_of(node), key + " must be a list of strings"});
    }
    return out;
  };
  // Rule codes or their prefixes ("SR3"), as ruff's selectors: one no rule has is an error, not a
  // selection of nothing.
  auto codes = [&](const toml::node& node, const std::string& key) {
    std::vector<std::string> out = strings(node, key);
    for (const std::string& code : out) {
      const bool known = !code.empty() && std::any_of(all_rules().begin(), all_rules().end(), [&](const Rule& r) {
        return code.size() <= r.doc.code.size() &&
               iequals(r.doc.code.substr(0, code.size()), code);  // as RuleSelection reads it
      });
      if (!known)
        errors_.push_back({file, line_of(node),
                           key + ": \"" + code + "\" is no rule code (SR000 to SR710, or a prefix such as \"SR3\")"});
    }
    return out;
  };
  for (const auto& [k, node] : *section) {
    const std::string key(k.str());
    if (key == "target-dbr") {
      std::optional<std::string> text = node.value<std::string>();
      if (!text && node.is_floating_point()) text = std::to_string(*node.value<double>()).substr(0, 4);
      auto version = text ? parse_dbr_version(*text) : std::nullopt;
      if (version) facts_.target_dbr = version;
      else errors_.push_back({file, line_of(node), "target-dbr must be a version such as \"15.4\""});
    } else if (key == "compute") {
      auto compute = parse_compute(node.value<std::string>().value_or(""));
      if (compute) facts_.compute = *compute;
      else errors_.push_back({file, line_of(node), "compute must be \"serverless\", \"classic\" or \"pipeline\""});
    } else if (key == "select") {
      selection_.select = codes(node, key);
    } else if (key == "ignore") {
      selection_.ignore = codes(node, key);
    } else if (key == "exclude") {
      exclude_ = strings(node, key);
    } else if (key == "src") {
      src_ = strings(node, key);
    } else if (key == "per-file-ignores") {
      if (const auto* table = node.as_table()) {
        for (const auto& [pattern, listed] : *table)
          per_file_ignores_.push_back({std::string(pattern.str()), codes(listed, key)});
      } else {
        errors_.push_back({file, line_of(node), "per-file-ignores must be a table of pattern = [codes]"});
      }
    } else if (key == "long-watermark-threshold") {
      const auto text = node.value<std::string>();
      const auto seconds = text ? interval_seconds(*text) : std::nullopt;
      if (seconds && *seconds > 0) {
        facts_.long_watermark_threshold_seconds = *seconds;
        facts_.long_watermark_threshold = *text;
      } else {
        errors_.push_back({file, line_of(node), "long-watermark-threshold must be an interval such as \"3 days\""});
      }
    } else if (key == "spark-conf") {
      if (const auto* table = node.as_table()) {
        for (const auto& [conf, value] : *table) {
          if (auto s = value.value<std::string>()) facts_.spark_conf.push_back({std::string(conf.str()), *s});
          else if (auto b = value.value<bool>()) facts_.spark_conf.push_back({std::string(conf.str()), *b ? "true" : "false"});
        }
      }
    } else {
      errors_.push_back({file, line_of(node), "unknown setting '" + key + "'"});
    }
  }
}

const BundleTarget* ProjectConfig::bundle_target(const std::string& key) const {
  auto it = bundle_targets_.find(key);
  // A notebook path is written without its extension.
  if (it == bundle_targets_.end() && ends_with(key, ".py")) it = bundle_targets_.find(key.substr(0, key.size() - 3));
  return it == bundle_targets_.end() ? nullptr : &it->second;
}

bool ProjectConfig::bundle_runs(const fs::path& file) const {
  return !bundle_targets_.empty() && bundle_target(normal(file)) != nullptr;
}

FileSettings ProjectConfig::settings_for(const fs::path& file) const {
  FileSettings s{facts_, selection_, false, {}, {}};
  if (config_file_) s.import_roots = project_roots(config_file_->parent_path(), src_);
  else if (bundle_file_) s.import_roots = project_roots(bundle_file_->parent_path());
  else if (python_project_ && !is_scala_path(file.native())) s.python_project_roots = project_roots(*python_project_);
  if (config_file_) {
    const std::string rel = relative_to(file, config_file_->parent_path());
    for (const std::string& pattern : exclude_) s.excluded = s.excluded || path_matches(pattern, rel);
    for (const auto& [pattern, codes] : per_file_ignores_) {
      if (path_matches(pattern, rel)) s.selection.ignore.insert(s.selection.ignore.end(), codes.begin(), codes.end());
    }
  }
  // The bundle fills in what the config file left unknown (resolving the path costs syscalls, so
  // only when there is a bundle).
  if (bundle_targets_.empty() && pipeline_globs_.empty()) return s;
  const std::string key = normal(file);
  if (const BundleTarget* t = bundle_target(key); t && !t->conflicting) {
    if (!s.project.target_dbr) s.project.target_dbr = t->dbr;
    if (s.project.compute == Compute::Unknown) s.project.compute = t->compute;
    s.project.pipeline = t->pipeline;
    s.project.spark_conf.insert(s.project.spark_conf.end(), t->spark_conf.begin(), t->spark_conf.end());
  }
  if (s.project.compute == Compute::Unknown || s.project.compute == Compute::Pipeline) {
    int matched = 0;
    for (const auto& [pattern, pipeline] : pipeline_globs_) {
      if (fnmatch(pattern.c_str(), key.c_str(), 0) != 0) continue;
      s.project.compute = Compute::Pipeline;
      if (matched++ == 0 && s.project.pipeline.empty()) {
        s.project.pipeline = pipeline.pipeline;
        s.project.spark_conf.insert(s.project.spark_conf.end(), pipeline.spark_conf.begin(), pipeline.spark_conf.end());
      } else if (s.project.pipeline != pipeline.pipeline) {
        s.project.pipeline.clear();  // two pipelines' library
      }
    }
  }
  return s;
}

}  // namespace streamlint::analysis
