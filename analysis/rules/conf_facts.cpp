#include "analysis/rules/conf_facts.h"

#include <algorithm>

#include "analysis/query_model/value.h"
#include "analysis/spark_facts.h"
#include "analysis/text_util.h"

namespace streamlint::analysis {

std::optional<std::string> conf_text(const ValuePtr& value) {
  if (!value) return std::nullopt;
  if (auto s = string_of(value)) return s;
  if (const auto* b = value->as<BoolValue>()) return b->value ? "true" : "false";
  if (const auto* n = value->as<NumberValue>()) return n->literal;
  return std::nullopt;
}

std::optional<bool> conf_bool(const ValuePtr& value) {
  auto text = conf_text(value);
  return text ? spark_boolean(*text) : std::nullopt;
}

std::optional<std::string> project_conf(const ProjectFacts& project, std::string_view key) {
  for (const auto& [k, v] : project.spark_conf) {
    if (iequals(k, key)) return v;
  }
  return std::nullopt;
}

bool rocksdb_is_default(const ProjectFacts& project) {
  return project.target_dbr && *project.target_dbr >= DbrVersion{17, 3};
}

bool session_checkpoint_set(const ModuleModel& model, const ProjectFacts& project, const StreamingQuery& query) {
  if (query.after_session_checkpoint || project_conf(project, kSessionCheckpointKey)) return true;
  const auto& confs = model.all_session_confs();
  return std::any_of(confs.begin(), confs.end(), [&](const SessionConf& c) {
    return (!c.runtime || c.imported || (c.stand_in && !query.stand_in)) && same_session(c.job, query.job) &&
           iequals(c.key, kSessionCheckpointKey);
  });
}

bool rocksdb_configured(const ModuleModel& model, const ProjectFacts& project, NodeKey job) {
  // Both the OSS and the Databricks class end in RocksDBStateStoreProvider (§5.1).
  auto is_rocksdb = [](const std::string& cls) { return ends_with(cls, "RocksDBStateStoreProvider"); };
  if (const SessionConf* c = model.find_session_conf(kProviderClassKey, job)) {
    // A provider we cannot read (`classOf[...].getName`, a variable) may well be RocksDB: silent.
    if (auto v = conf_text(c->value); !v || is_rocksdb(*v)) return true;
  }
  // A builder given a whole SparkConf object (`.config(conf)`) may set it.
  if (model.find_session_conf(kOpaqueConfs, job)) return true;
  if (auto v = project_conf(project, kProviderClassKey); v && is_rocksdb(*v)) return true;
  return false;
}

}  // namespace streamlint::analysis
