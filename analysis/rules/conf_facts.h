// Facts about session and cluster configuration that several rules share. Keys and class names:
// streaming-facts.md §5.1-5.3.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "analysis/project_facts.h"
#include "analysis/query_model/streaming_query.h"

namespace streamlint::analysis {

inline constexpr std::string_view kProviderClassKey = "spark.sql.streaming.stateStore.providerClass";
inline constexpr std::string_view kChangelogKey =
    "spark.sql.streaming.stateStore.rocksdb.changelogCheckpointing.enabled";
inline constexpr std::string_view kAsyncCheckpointKey =
    "spark.databricks.streaming.statefulOperator.asyncCheckpoint.enabled";

// A conf value as text: string constants as written, booleans as "true"/"false", numbers as
// written; nullopt when not a constant.
std::optional<std::string> conf_text(const ValuePtr& value);
// true/false for boolean-like values ("true", True, " FALSE", as spark_boolean reads them); nullopt otherwise.
std::optional<bool> conf_bool(const ValuePtr& value);

// Whether the RocksDB provider is configured in code, the session builder or the project
// (either class name); with `job`, for that job's session (SessionConf::job).
bool rocksdb_configured(const ModuleModel& model, const ProjectFacts& project, NodeKey job = {});
bool rocksdb_is_default(const ProjectFacts& project);

// Whether spark.sql.streaming.checkpointLocation (the session's checkpoint root, §1.2) holds for
// `query`: set in the project's cluster conf, the session builder, a module this one imports or
// code no statement runs (for queries outside such code), or by a statement (spark.conf.set, SQL
// SET) that ran before it started.
bool session_checkpoint_set(const ModuleModel& model, const ProjectFacts& project, const StreamingQuery& query);

// The value of a conf set in the project's cluster conf, if any.
std::optional<std::string> project_conf(const ProjectFacts& project, std::string_view key);

}  // namespace streamlint::analysis
