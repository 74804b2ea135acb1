// SR102 shared-checkpoint-location runs in the project phase: its input is the checkpoint uses of
// every file analysed together (one file alone, the files of one `check`, or the editor's
// workspace), because two jobs sharing a checkpoint are usually two files.
#pragma once

#include <string_view>
#include <vector>

#include "analysis/finding.h"
#include "analysis/project_facts.h"
#include "analysis/query_model/streaming_query.h"

namespace streamlint::analysis {

// One SR102 finding per use that another use can run beside (RULES.md SR102 and "Reusing one
// checkpoint is not SR102 when the uses cannot overlap": the same call site run again, a query
// awaited before the next starts, the other branch of an if). Uses of different entries always can:
// they are separate jobs. Each finding's `file` is its use's file; related locations name the
// other uses.
// With `only_entry`, only the findings of that entry's uses.
std::vector<Finding> shared_checkpoint_findings(const std::vector<CheckpointUse>& uses, std::string_view only_entry = {});

// The checkpoint uses of `model`'s queries (constant locations, outside pipeline datasets, not a
// `<placeholder>` still to fill in), once
// per key and site, in query order. `path` names the analysed file (the entry, and the file of keys
// written in it); ranges are resolved against its `text`. With `queries`, the id of each use's
// query (StreamingQuery::id) is appended there.
std::vector<CheckpointUse> checkpoint_uses(const ModuleModel& model, std::string_view path, std::string_view text,
                                           std::vector<std::uint64_t>* queries = nullptr);
// Drops the uses that repeat an earlier one's key, site and path (a fragment's and another's).
void drop_repeated_uses(std::vector<CheckpointUse>& uses, std::vector<std::uint64_t>* queries = nullptr);

}  // namespace streamlint::analysis
