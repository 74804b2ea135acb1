// A one-line-per-field summary of a streaming query, for hovers and the review report
// (DESIGN.md: "The same model feeds hover ("query card"), the review report ...").
#pragma once

#include <string>
#include <vector>

#include "analysis/query_model/streaming_query.h"

namespace streamlint::analysis {

struct QueryCard {
  SourceRange range;                 // the terminal call (or a pipeline dataset's name)
  std::vector<std::string> sources;  // "kafka", "delta table", ...
  std::vector<std::string> stateful_operators;
  std::string sink;
  std::string trigger;
  std::string output_mode;
  std::string watermark;    // "ts, 10 minutes" or "none"
  std::string checkpoint;   // the path, "not set", or "unknown"
  std::string delivery;     // the end-to-end guarantee the sink gives (streaming-facts.md §4.1)
};

// One card per started query (a call site reached several times gives one card).
std::vector<QueryCard> describe_queries(const ModuleModel& model);

}  // namespace streamlint::analysis
