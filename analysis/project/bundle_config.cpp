// Databricks Asset Bundles: databricks.yml and the resource files it includes, read with yaml-cpp.
// Only what streamlint needs: which runtime and compute runs each Python file, and cluster confs.
#include <glob.h>
#include <yaml-cpp/yaml.h>

#include <set>

#include "analysis//project/project_config.h"
#include "analysis/notebook.h"
#include "analysis/project/file_reader.h"
#include "analysis/text_util.h"

namespace streamlint::analysis {
namespace fs = std::filesystem;
namespace {

std::string normal_path(const fs::path& p) {
  std::error_code ec;
  return fs::weakly_canonical(fs::absolute(p, ec), ec).lexically_normal().generic_string();
}

std::vector<fs::path> expand(const fs::path& base, const std::string& pattern) {
  std::vector<fs::path> out;
  glob_t g{};
  const std::string full = (base / pattern).string();
  if (::glob(full.c_str(), 0, nullptr, &g) == 0) {
    for (std::size_t i = 0; i < g.gl_pathc; ++i) out.emplace_back(g.gl_pathv[i]);
  }
  globfree(&g);
  return out;
}

// A cluster's runtime and confs; each conf entry is also recorded with its position (once per
// cluster definition) for the conf rules that report in the bundle file.
BundleTarget cluster_target(const YAML::Node& cluster, const fs::path& file, std::vector<BundleConf>& confs) {
  BundleTarget t;
  t.compute = Compute::Classic;
  if (const YAML::Node v = cluster["spark_version"]; v && v.IsScalar()) t.dbr = parse_dbr_version(v.as<std::string>());
  if (const YAML::Node conf = cluster["spark_conf"]; conf && conf.IsMap()) {
    const int id = static_cast<int>(confs.size()) + 1;
    for (const auto& kv : conf) {
      if (!kv.second.IsScalar()) continue;
      t.spark_conf.push_back({kv.first.as<std::string>(), kv.second.as<std::string>()});
      const YAML::Mark mark = kv.first.Mark();
      const YAML::Mark value = kv.second.Mark();
      confs.push_back({file, mark.line, mark.column, kv.first.as<std::string>(), kv.second.as<std::string>(), t.dbr, id,
                       value.line, value.column});
    }
  }
  return t;
}

void merge(std::map<std::string, BundleTarget>& targets, const std::string& path, const BundleTarget& t) {
  auto [it, inserted] = targets.emplace(path, t);
  if (inserted) return;
  BundleTarget& known = it->second;
  if (known.dbr != t.dbr || known.compute != t.compute) known.conflicting = true;
  if (known.pipeline != t.pipeline) known.pipeline.clear();  // a library of two pipelines: either's
}

// The file a notebook path of a bundle or a `%run` names: as written, else with .py or .ipynb
// (notebook paths are written without their extension).
std::optional<fs::path> notebook_file(const fs::path& written) {
  for (const char* extension : {"", ".py", ".ipynb"}) {
    fs::path candidate = written;
    candidate += extension;
    std::error_code ec;
    if (fs::is_regular_file(candidate, ec)) return candidate;
  }
  return std::nullopt;
}

// The notebooks a task's notebook runs (`%run`, dbutils.notebook.run) run on the task's compute,
// and so do the ones they run (a few levels, each file once). Absolute workspace paths and paths
// built at run time are not followed.
void merge_run_notebooks(std::map<std::string, BundleTarget>& targets, const fs::path& notebook, const BundleTarget& t,
                         std::set<std::string>& seen, int depth = 0) {
  const std::optional<fs::path> file = depth < 4 ? notebook_file(notebook) : std::nullopt;
  if (!file || !seen.insert(normal_path(*file)).second) return;
  const std::optional<std::string> text = read_file(*file);
  if (!text) return;
  for (const std::string& child : notebooks_run_by(*text)) {
    if (child.front() == '/' || child.find_first_of("${}") != std::string::npos) continue;
    const std::optional<fs::path> run = notebook_file(file->parent_path() / child);
    if (!run) continue;
    merge(targets, normal_path(*run), t);
    merge_run_notebooks(targets, *run, t, seen, depth + 1);
  }
}

// A pipeline's compute and confs: its `configuration` (the documented place for Spark confs of a
// pipeline, e.g. the RocksDB provider: https://docs.databricks.com/aws/en/ldp/configure-pipeline)
// and its clusters' `spark_conf`, each also recorded with its position, as a cluster's are.
BundleTarget pipeline_target(const std::string& key, const YAML::Node& pipeline, const fs::path& file,
                             std::vector<BundleConf>& confs) {
  BundleTarget t;
  t.compute = Compute::Pipeline;
  t.pipeline = key;
  const int id = static_cast<int>(confs.size()) + 1;
  const auto read = [&](const YAML::Node& map) {
    if (!map || !map.IsMap()) return;
    for (const auto& kv : map) {
      if (!kv.first.IsScalar() || !kv.second.IsScalar()) continue;
      t.spark_conf.push_back({kv.first.as<std::string>(), kv.second.as<std::string>()});
      const YAML::Mark mark = kv.first.Mark();
      const YAML::Mark value = kv.second.Mark();
      confs.push_back({file, mark.line, mark.column, kv.first.as<std::string>(), kv.second.as<std::string>(),
                       std::nullopt, id, value.line, value.column});
    }
  };
  read(pipeline["configuration"]);
  if (const YAML::Node clusters = pipeline["clusters"]; clusters && clusters.IsSequence()) {
    for (const auto& c : clusters) {
      if (c.IsMap()) read(c["spark_conf"]);
    }
  }
  return t;
}

}  // namespace

std::vector<BundleConf> cluster_confs_in_yaml(std::string_view text, const fs::path& file) {
  std::vector<BundleConf> confs;
  try {
    const YAML::Node doc = YAML::Load(std::string(text));
    if (!doc || !doc.IsMap() || !doc["resources"] || !doc["resources"].IsMap()) return confs;
    if (const YAML::Node pipelines = doc["resources"]["pipelines"]; pipelines && pipelines.IsMap()) {
      for (const auto& pipeline : pipelines) {
        if (pipeline.second.IsMap()) pipeline_target(pipeline.first.as<std::string>(), pipeline.second, file, confs);
      }
    }
    const YAML::Node jobs = doc["resources"]["jobs"];
    if (!jobs || !jobs.IsMap()) return confs;
    for (const auto& job : jobs) {
      if (!job.second.IsMap()) continue;
      if (const YAML::Node jc = job.second["job_clusters"]; jc && jc.IsSequence()) {
        for (const auto& c : jc) {
          if (c.IsMap() && c["new_cluster"]) cluster_target(c["new_cluster"], file, confs);
        }
      }
      if (const YAML::Node tasks = job.second["tasks"]; tasks && tasks.IsSequence()) {
        for (const auto& task : tasks) {
          if (task.IsMap() && task["new_cluster"]) cluster_target(task["new_cluster"], file, confs);
        }
      }
    }
  } catch (const YAML::Exception&) {
    return {};  // the configuration loader reports it (ProjectConfig::errors)
  }
  return confs;
}

bool is_yaml_path(std::string_view path) {
  return (path.size() >= 4 && iequals(path.substr(path.size() - 4), ".yml")) ||
         (path.size() >= 5 && iequals(path.substr(path.size() - 5), ".yaml"));
}

void ProjectConfig::load_bundle(const fs::path& file) {
  bundle_file_ = file;
  std::vector<fs::path> files{file};
  std::vector<YAML::Node> documents;
  for (std::size_t i = 0; i < files.size(); ++i) {
    YAML::Node doc;
    std::string why;
    const std::optional<std::string> text = read_file(files[i], &why);
    if (!text) {
      errors_.push_back({files[i], 0, "cannot read it: " + why});
      documents.emplace_back();
      continue;
    }
    try {
      doc = YAML::Load(*text);
    } catch (const YAML::Exception& e) {
      errors_.push_back({files[i], e.mark.line >= 0 ? e.mark.line + 1 : 0, e.msg});
      documents.emplace_back();
      continue;
    }
    if (doc && !doc.IsNull() && !doc.IsMap()) {
      // A bundle file is a mapping (bundle:, include:, resources:, ...); anything else has nothing we read.
      errors_.push_back({files[i], doc.Mark().line >= 0 ? doc.Mark().line + 1 : 1,
                         std::string("expected a mapping of keys, found a ") + (doc.IsSequence() ? "list" : "single value")});
      documents.emplace_back();
      continue;
    }
    documents.push_back(doc);
    if (i == 0 && doc["include"] && doc["include"].IsSequence()) {
      for (const auto& pattern : doc["include"]) {
        if (!pattern.IsScalar()) continue;
        for (const fs::path& included : expand(file.parent_path(), pattern.as<std::string>())) files.push_back(included);
      }
    }
  }
  for (std::size_t i = 0; i < files.size(); ++i) {
    const YAML::Node& doc = documents[i];
    if (!doc || !doc.IsMap()) continue;
    const fs::path dir = files[i].parent_path();
    const YAML::Node resources = doc["resources"];
    if (!resources || !resources.IsMap()) continue;
    try {
      if (const YAML::Node jobs = resources["jobs"]; jobs && jobs.IsMap()) {
        for (const auto& job : jobs) {
          std::map<std::string, BundleTarget> clusters;
          if (const YAML::Node jc = job.second["job_clusters"]; jc && jc.IsSequence()) {
            for (const auto& c : jc) {
              if (c["job_cluster_key"] && c["new_cluster"]) {
                clusters[c["job_cluster_key"].as<std::string>()] = cluster_target(c["new_cluster"], files[i], bundle_confs_);
              }
            }
          }
          const YAML::Node tasks = job.second["tasks"];
          if (!tasks || !tasks.IsSequence()) continue;
          for (const auto& task : tasks) {
            std::string path;
            if (task["spark_python_task"] && task["spark_python_task"]["python_file"]) {
              path = task["spark_python_task"]["python_file"].as<std::string>();
            } else if (task["notebook_task"] && task["notebook_task"]["notebook_path"]) {
              path = task["notebook_task"]["notebook_path"].as<std::string>();
            }
            if (path.empty() || starts_with(path, "${")) continue;
            BundleTarget target;  // no cluster at all: serverless
            target.compute = Compute::Serverless;
            if (task["new_cluster"]) {
              target = cluster_target(task["new_cluster"], files[i], bundle_confs_);
            } else if (task["job_cluster_key"]) {
              auto it = clusters.find(task["job_cluster_key"].as<std::string>());
              target = it != clusters.end() ? it->second : BundleTarget{};
            } else if (task["existing_cluster_id"]) {
              target = BundleTarget{};
              target.compute = Compute::Classic;
            }
            merge(bundle_targets_, normal_path(dir / path), target);
            std::set<std::string> seen;
            merge_run_notebooks(bundle_targets_, dir / path, target, seen);
          }
        }
      }
      if (const YAML::Node pipelines = resources["pipelines"]; pipelines && pipelines.IsMap()) {
        for (const auto& pipeline : pipelines) {
          if (!pipeline.second.IsMap()) continue;
          const YAML::Node libraries = pipeline.second["libraries"];
          const BundleTarget t = pipeline_target(pipeline.first.as<std::string>(), pipeline.second, files[i], bundle_confs_);
          if (!libraries || !libraries.IsSequence()) continue;
          for (const auto& lib : libraries) {
            for (const char* kind : {"notebook", "file"}) {
              if (lib[kind] && lib[kind]["path"]) merge(bundle_targets_, normal_path(dir / lib[kind]["path"].as<std::string>()), t);
            }
            if (lib["glob"] && lib["glob"]["include"]) {
              pipeline_globs_.push_back({normal_path(dir / lib["glob"]["include"].as<std::string>()), t});
            }
          }
        }
      }
    } catch (const YAML::Exception& e) {
      errors_.push_back({files[i], e.mark.line >= 0 ? e.mark.line + 1 : 0, "unexpected bundle structure: " + e.msg});
    }
  }
}

}  // namespace streamlint::analysis
