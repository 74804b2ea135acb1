// SR707 and SR708 between the files of a pipeline: an AUTO CDC flow in one file whose source
// dataset another file defines, a streaming read in one file of a table another file's flow
// writes (RULES.md: "a dataset of the same pipeline files"). The module phase reports the links
// inside one file; this reports only those that cross files, like SR102 (shared_checkpoints.h).
#pragma once

#include <string_view>
#include <vector>

#include "analysis/finding.h"
#include "analysis/project_facts.h"

namespace streamlint::analysis {

struct RuleContext;

// The parts of the module `ctx` analyses, named `file`, with ranges resolved in it.
PipelineParts pipeline_parts(RuleContext& ctx, std::string_view file);

// The findings of links between different files of `parts`; each names its file (Finding::file).
std::vector<Finding> pipeline_link_findings(const std::vector<const PipelineParts*>& parts);

}  // namespace streamlint::analysis
