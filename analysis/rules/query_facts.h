// Per-query facts several rules share.
#pragma once

#include <string>
#include <vector>

#include "analysis/project_facts.h"
#include "analysis/query_model/stateful.h"
#include "analysis/query_model/streaming_query.h"

namespace streamlint::analysis {

// The output mode Spark uses: the one set, or Append by default (DataStreamWriter default).
inline OutputMode effective_output_mode(const StreamWriter& w) { return w.output_mode.value_or(OutputMode::Append); }

// The query's stateful shape; empty when the written DataFrame is unknown.
inline QueryShape shape_of(const StreamingQuery& q) {
  return q.writer.input ? analyse_shape(*q.writer.input) : QueryShape{};
}

// True when the written stream's origin is unknown (a library's DataFrame that reached
// writeStream): a watermark may have been set where we cannot see, so a missing watermark is only
// reported for shapes that are wrong whatever came before (RULES.md "Project scope").
inline bool origin_unknown(const StreamingQuery& q) { return q.writer.input && q.writer.input->origin_unknown; }

// A name for what the query writes, for fixes' placeholders: the last part of its table or path
// (`shop.orders_copy` -> `orders_copy`, `/mnt/out/orders/` -> `orders`), letters, digits and
// `_-` only; "" when the sink is not a constant.
std::string sink_label(const StreamingQuery& q);

// The name a fix's placeholder gives each query of `model`, in model.queries' order (SR101's
// checkpoint, SR103's queryName): its sink_label, or the whole sink's name (`main.silver.accounts` ->
// `main_silver_accounts`) when another query of the model writes a sink of the same label (two schemas' `accounts`), so
// that two queries fixed together never share a checkpoint. "" when the sink is not written in the
// terminal call's unit (a helper's caller's name differs from call to call, and one caller's name
// would become every caller's), when another run of the same call writes another sink (a loop over
// tables: one fix serves every run), or when another query writes the same sink.
std::vector<std::string> fix_labels(const ModuleModel& model);

// True when a column name may hold event time (`event_time`, `ts`, `created_at`, `window`, ...):
// with an unknown origin, a grouping on such a column may carry a watermark set upstream.
bool may_be_event_time(std::string_view column);

// True when `earlier` is awaited to completion before `later` starts (they cannot overlap).
inline bool runs_before(const StreamingQuery& earlier, const StreamingQuery& later) {
  return earlier.awaited_at != 0 && earlier.awaited_at < later.started_at;
}

// SR304's test, shared with SR305 (which stays silent on queries SR304 reports).
bool serverless_rejects_trigger(const StreamingQuery& q, const ProjectFacts& project);
// SR504's test, shared with SR501 (which yields to SR504 on transformWithState).
bool transform_with_state_unsupported(const ProjectFacts& project, bool rocksdb);

}  // namespace streamlint::analysis
