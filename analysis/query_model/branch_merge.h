// A value changed in place after an `if` whose branches changed it differently, or that may not
// run at all: a DataStreamReader or DataStreamWriter (`if checkpoint: writer =
// writer.option("checkpointLocation", checkpoint)`; PySpark's builders change in place, `return
// self`) or a dict (`if durable: opts["checkpointLocation"] = path`, dict_mutations.h). After the
// if the value is one of the paths' values, and the interpreter runs one path only. The merge keeps
// what every path agrees on and makes the rest unknown, so a rule reading it stays silent where a
// path decides (RULES.md "unknown means silent"):
//   - an option every path sets to one value keeps it; an option some path sets, or sets to
//     another value, is set with an unknown value (its key stays where the first path wrote it);
//   - format, output mode, trigger, the source's table and session: kept when every path has the
//     same one (or none), else unknown (a trigger of one kind on every path keeps its kind);
//   - a schema, a query name, a foreachBatch function or foreach: present when some path has one;
//   - a dict's keys: as options (case-sensitive), incomplete when some path's is.
#pragma once

#include <vector>

#include "analysis/query_model/value.h"

namespace streamlint::analysis {

// `paths`: the value on each path out of the if (at least one). Null when they are not all
// readers, all writers or all dicts (the caller keeps its own answer).
ValuePtr merge_paths(const std::vector<ValuePtr>& paths);

// Either of two streams (`a if c else b`, a function returning one or the other): a stream read
// from one of their sources, so the operators applied after it are checked as streaming operators.
// What the sides applied is kept when they share it; else it is unknown, as before a DataFrame of
// unknown origin (a side's watermark may hold), and each side is one of its other paths
// (StreamingDataFrame::other_paths), checked whole. Null when they are not two streams.
ValuePtr one_of_streams(const ValuePtr& first, const ValuePtr& second);

}  // namespace streamlint::analysis
