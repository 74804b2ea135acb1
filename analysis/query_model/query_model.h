// Entry point of the query model: one module in, its streaming queries out.
#pragma once

#include <string_view>
#include <vector>

#include <tree_sitter/api.h>

#include "analysis/query_model/streaming_query.h"

namespace streamlint::analysis {

// Builds the model of the module whose syntax tree root is `root` and whose text is `source`
// (the exact text the tree was parsed from).
ModuleModel build_module_model(TSNode root, std::string_view source);
// The same for a notebook: its cells' roots in order, sharing one module scope.
ModuleModel build_module_model(const std::vector<TSNode>& cell_roots, std::string_view source);

}  // namespace streamlint::analysis
