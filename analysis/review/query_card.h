// A one-line-per-field summary of a streaming query, for hovers and the review report
// (DESIGN.md: "The same model feeds hover ("query card"), the review report ...").
#pragma once

#include <string>
#include <vector>

#include "analysis/query_model/streaming_query.h"

namespace streamlint::analysis {

struct QueryCard {
  SourceRange range;                 // the terminal call (or a pipeline dataset's name)
  SourceRange statement;             // the statement that starts the query (a code lens goes above it)
  // The file the terminal call is in: empty for the analysed file, else a project module's path
  // (a writer helper that starts the query there).
  std::string file;
  // Where hovering shows the card: the terminal call, and the source reads, trigger, output mode
  // and foreachBatch calls that are in `file` too.
  std::vector<SourceRange> anchors;
  std::vector<std::string> sources;  // "kafka", "delta table", ...
  std::vector<std::string> stateful_operators;
  std::string sink;
  std::string trigger;
  std::string output_mode;
  std::string watermark;    // "ts, 10 minutes" or "none"
  std::string checkpoint;   // the path, "not set", or "unknown"
  std::string delivery;     // the end-to-end guarantee the sink gives (streaming-facts.md §4.1)
  // Confs set in the module that cannot change between restarts from one checkpoint, as
  // "key = value" (streaming-facts.md §1.4, R21: baseline/query_baseline.h restart_pinned_confs).
  std::vector<std::string> restart_confs;
};

// One card per started query (a call site reached several times gives one card).
std::vector<QueryCard> describe_queries(const ModuleModel& model);

// The card on one line, for a code lens: sources -> stateful operators (watermark) -> sink |
// trigger | delivery | checkpoint, e.g. "kafka -> aggregation (watermark ts, 10 minutes) -> delta |
// availableNow | exactly-once | /chk/orders".
std::string query_summary_line(const QueryCard& card);
// The card as Markdown, for a hover: one row per field.
std::string query_card_markdown(const QueryCard& card);

}  // namespace streamlint::analysis
