// Facts about where the analysed code runs (RULES.md "Project facts"). Unknown stays unknown:
// rules that need an unknown fact stay silent.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "analysis/syntax/source_range.h"

namespace streamlint::analysis {

// A Databricks Runtime version such as 17.3 (streaming-facts.md §0).
struct DbrVersion {
  int major = 0;
  int minor = 0;
  auto operator<=>(const DbrVersion&) const = default;
};

// "17.3" -> {17, 3}; also accepts a cluster spark_version such as "15.4.x-scala2.12".
// nullopt for anything else, including bundle variables like "${var.dbr}".
std::optional<DbrVersion> parse_dbr_version(std::string_view text);

enum class Compute { Unknown, Serverless, Classic, Pipeline };

// "serverless" | "classic" | "pipeline" -> Compute; nullopt otherwise.
std::optional<Compute> parse_compute(std::string_view text);
std::string_view to_string(Compute compute);

struct Baseline;  // analysis/baseline/query_baseline.h

// A query's checkpoint location, where it is set (RULES.md SR102: "in one file or across the
// workspace"). SR102 compares every use of the files analysed together (rules/shared_checkpoints.h).
struct CheckpointUse {
  std::string location;  // the path as the query model folded it, normalised; see `variable`
  // When the path is known only at run time: the variable whose one binding every use of it reads
  // (`location` then names that binding, not a path: RULES.md "Clarifications", one variable shared
  // by two queries). "" for a folded path.
  std::string variable;
  // The run-time value is read by keys from the environment, a widget or a config
  // (query_model/value.h UnknownValue::lookup): jobs in one folder read the same.
  bool lookup = false;
  std::string file;      // where the `checkpointLocation` key is written (path or URI, as files are named)
  SourceRange range;     // the key there
  // The analysed file whose run starts the query (a helper's key is written in another file); its
  // queries run as one job, other entries' as other jobs.
  std::string entry;
  // Within one entry: the start's identity (a loop re-running one call site starts the same query
  // again) and what orders it against the entry's other queries.
  std::uint64_t site = 0;
  long started_at = 0;
  long awaited_at = 0;  // 0: never awaited
  std::vector<std::pair<std::uint64_t, int>> branches;  // (if statement, branch) around the start
  std::vector<std::pair<std::uint64_t, std::string>> guards;  // StreamingQuery::guards
  // The start call: its file and first byte (0-based). A stand-in use (StreamingQuery::stand_in) is
  // a helper's own run; where another entry calls that helper, its use is the real one.
  std::string start_file;
  std::uint32_t start_byte = 0;
  bool stand_in = false;
  // StreamingQuery::job, 0 for the module's statements: separate jobs of one file may run at once
  // (the statements run before any, as a module's import or an object's initialisation does).
  std::uint64_t job = 0;
  bool operator==(const CheckpointUse&) const = default;
};

// What one file's pipeline code defines and reads, for linking the files of a pipeline (SR707,
// SR708 across files: rules/pipeline_links.h). Names as PipelineDataset::name; ranges in `file`.
struct PipelineParts {
  struct Dataset {
    std::string name;
    bool batch = false;  // defined by a batch read, or a materialized view
    SourceRange range;
  };
  struct Flow {  // an AUTO CDC flow (not from snapshots)
    std::string target;
    std::string source;  // a dataset name whose definition says whether it streams (Python); "" else
    bool scd1 = false;   // stored as SCD type 1 (the default)
    SourceRange range;
  };
  struct Read {  // a streaming read of a table by name, without skipChangeCommits
    std::string table;
    SourceRange range;
  };
  std::string file;
  std::string pipeline;  // the bundle pipeline the file belongs to (ProjectFacts::pipeline), "" unknown
  std::vector<Dataset> datasets;
  std::vector<Flow> flows;
  std::vector<Read> reads;
  bool empty() const { return datasets.empty() && flows.empty() && reads.empty(); }
  bool operator==(const PipelineParts&) const = default;
};

struct ProjectFacts {
  std::optional<DbrVersion> target_dbr;
  Compute compute = Compute::Unknown;
  // The model is a cluster's `spark_conf` in a bundle (bundle_yaml.h), not code: the jobs it runs
  // are elsewhere, so a conf rule cannot ask whether their queries keep state.
  bool cluster_conf = false;
  // The bundle pipeline (its `resources.pipelines` key) whose libraries hold the file; "" when no
  // bundle says, or two pipelines list it. Files of different pipelines never link (SR707, SR708).
  std::string pipeline;
  // Cluster Spark confs that apply to the file (bundle `spark_conf`, project config), key -> value.
  std::vector<std::pair<std::string, std::string>> spark_conf;
  // Checkpoints of queries in the other files of the workspace ("Needs: workspace"): empty when
  // the caller checks one file alone. analyze() compares the file's own uses with these.
  std::vector<CheckpointUse> workspace_checkpoints;
  // The recorded restart shape of each query (`streamlint.lock`, "Needs: baseline"); null when
  // the project has no lock.
  std::shared_ptr<const Baseline> baseline;
  // SR208 reports watermark delays above this (`long-watermark-threshold`, default 1 day).
  double long_watermark_threshold_seconds = 86400;
  std::string long_watermark_threshold = "1 day";  // as written, for messages
  // True when the code is known to run on Databricks (any known compute or a target DBR).
  bool on_databricks() const { return compute != Compute::Unknown || target_dbr.has_value(); }
  bool operator==(const ProjectFacts&) const = default;
};

}  // namespace streamlint::analysis
