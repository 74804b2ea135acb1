// A DataStreamReader or DataStreamWriter after an `if` whose branches configured it differently, or
// that may not run at all (`if checkpoint: writer = writer.option("checkpointLocation", checkpoint)`).
// PySpark's builders change in place (`return self`), so after the if the builder is one of the
// paths' values, and the interpreter runs one path only. The merged builder keeps what every path
// agrees on and makes the rest unknown, so a rule reading it stays silent where a path decides
// (RULES.md "unknown means silent"):
//   - an option every path sets to one value keeps it; an option some path sets, or sets to
//     another value, is set with an unknown value (its key stays where the first path wrote it);
//   - format, output mode, trigger, the source's table and session: kept when every path has the
//     same one (or none), else unknown (a trigger of one kind on every path keeps its kind);
//   - a schema, a query name, a foreachBatch function or foreach: present when some path has one.
#pragma once

#include <vector>

#include "analysis/query_model/value.h"

namespace streamlint::analysis {

// `paths`: the builder's value on each path out of the if (at least one). Null when they are not
// all readers or all writers (the caller keeps its own answer).
ValuePtr merge_builder_paths(const std::vector<ValuePtr>& paths);

}  // namespace streamlint::analysis
