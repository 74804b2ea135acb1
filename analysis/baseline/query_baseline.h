// The restart-relevant shape of a streaming query, recorded per checkpoint by `streamlint lock`
// and compared by `check` (RULES.md SR104, SR105; streaming-facts.md §1.4 "Changes allowed / not
// allowed between restarts"). A query is keyed by its checkpoint location: a new location is a new
// query, whatever changed.
#pragma once

#include <map>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "analysis/project_facts.h"
#include "analysis/query_model/stateful.h"
#include "analysis/query_model/streaming_query.h"

namespace streamlint::analysis {

struct QueryBaseline {
  std::string checkpoint;  // the checkpoint location (a constant path)
  std::string file;        // where the query is (relative to the lock file in a lock)
  // Stateful operators in order, each as describe_operator() writes it. Absent when a key was
  // unknown: then no comparison is made.
  std::vector<std::string> stateful_operators;
  bool operators_known = true;
  std::vector<std::string> sources;  // source formats, in order ("kafka", "delta", "table", ...)
  std::string sink;                  // the sink format ("delta", "parquet", "foreachBatch", ...)
  std::string sink_path;             // a file sink's output path, "" when none or unknown
  // Restart-pinned confs set for a stateful query (streaming-facts.md §1.4): key -> value as written.
  std::map<std::string, std::string> pinned_confs;
  bool operator==(const QueryBaseline&) const = default;
};

// What a pipeline dataset is stored as (RULES.md SR710): a streaming table cannot become a
// materialized view in place, nor the reverse.
struct DatasetBaseline {
  std::string name;  // PipelineDataset::name
  std::string kind;  // "streaming_table" or "materialized_view"
  std::string file;  // where it is defined (relative to the lock file in a lock)
  bool operator==(const DatasetBaseline&) const = default;
};

// Where each recorded fact is in the analysed file (for reporting; not stored in a lock).
struct QueryBaselineSites {
  Span terminal;                       // the `.start(` / `.toTable(` call
  std::vector<Span> stateful_operators;  // parallel to QueryBaseline::stateful_operators
  std::map<std::string, Span> pinned_confs;
};

// Every query with a constant checkpoint location, with its sites. `file` names the file.
std::vector<std::pair<QueryBaseline, QueryBaselineSites>> baselines_of(const ModuleModel& model,
                                                                        const ProjectFacts& project,
                                                                        std::string_view source, const std::string& file);

// A stateful operator's state-defining shape: kind, keys in order (windows marked), join type, and
// for aggregations the aggregate functions in order ("aggregation(store, window(ts)) [count, max]").
std::string describe_operator(const StatefulOperator& op, std::string_view source);

// The lock: recorded queries by checkpoint location.
struct Baseline {
  std::string file;  // the lock file it was read from (for messages)
  std::map<std::string, QueryBaseline> queries;
  std::map<std::string, DatasetBaseline> datasets;  // by name
};

// The confs a restart must not change (streaming-facts.md §1.4, "Configs that must not change").
const std::vector<std::string_view>& restart_pinned_confs();

}  // namespace streamlint::analysis
