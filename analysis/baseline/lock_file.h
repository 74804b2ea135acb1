// `streamlint.lock`: the recorded restart shape of each query (RULES.md "baseline"), written by
// `streamlint lock` and read by `check` for SR104 / SR105. JSON, sorted by checkpoint location so
// that a re-lock of unchanged code gives the same bytes:
//
//   {"version": 1,
//    "queries": {"<checkpoint>": {"file": "jobs/orders.py",
//                                 "stateful_operators": ["aggregation(k, ts) [count]"],
//                                 "sources": ["kafka"], "sink": "delta", "sink_path": "",
//                                 "pinned_confs": {"spark.sql.shuffle.partitions": "200"}}},
//    "datasets": {"<name>": {"file": "pipelines/orders.sql", "kind": "streaming_table"}}}
//
// A query whose state keys were unknown is stored with "stateful_operators": null. "datasets"
// (the pipeline datasets' kinds, SR710) is written only when there are some, and may be absent.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "analysis/baseline/query_baseline.h"

namespace streamlint::analysis {

inline constexpr const char* kLockFileName = "streamlint.lock";

// The lock's JSON text for `queries` (later entries for one checkpoint are dropped: SR102 already
// reports a checkpoint shared by two queries).
// Likewise for datasets defined twice.
std::string lock_file_text(const std::vector<QueryBaseline>& queries, const std::vector<DatasetBaseline>& datasets = {});

// Parses a lock's text. Throws std::runtime_error with a message naming what is wrong.
Baseline parse_lock_file(const std::string& text);

// Reads and parses `file`; throws std::runtime_error when it cannot be read or parsed.
Baseline read_lock_file(const std::filesystem::path& file);

}  // namespace streamlint::analysis
