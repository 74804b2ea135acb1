// SR102 shared-checkpoint-location runs in the project phase: its input is the checkpoint uses of
// every file analysed together (one file alone, the files of one `check`, or the editor's
// workspace), because two jobs sharing a checkpoint are usually two files.
#pragma once

#include <string_view>
#include <vector>

#include "analysis/finding.h"
#include "analysis/project_facts.h"

namespace streamlint::analysis {

// One SR102 finding per use that another use can run beside (RULES.md SR102 and "Reusing one
// checkpoint is not SR102 when the uses cannot overlap": the same call site run again, a query
// awaited before the next starts, the other branch of an if). Uses of different entries always can:
// they are separate jobs. Each finding's `file` is its use's file; related locations name the
// other uses.
// With `only_entry`, only the findings of that entry's uses.
std::vector<Finding> shared_checkpoint_findings(const std::vector<CheckpointUse>& uses, std::string_view only_entry = {});

}  // namespace streamlint::analysis
