// Entry point of the query model: one module in, its streaming queries out.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include <tree_sitter/api.h>

#include "analysis/query_model/module_summary.h"
#include "analysis/query_model/streaming_query.h"
#include "analysis/syntax/syntax_unit.h"

namespace streamlint::analysis {

// Builds the model of a module from its lowered top-level statements (in order; a notebook's
// cells' statements share one module scope). The model keeps the units alive: its spans point
// into them.
// `resolver` finds the project modules it imports (null: none are known); `identity` places it
// for relative imports.
ModuleModel build_module_model(std::vector<std::shared_ptr<SyntaxUnit>> units, ModuleResolver* resolver = nullptr,
                               const ModuleIdentity& identity = {});

// Lowers the statements under `roots` (a module root, or a notebook's cell roots, parsed from
// `source`) and builds their model. `file` names the file for spans.
ModuleModel build_module_model(const std::vector<TSNode>& roots, std::string_view source, const std::string& file = "",
                               ModuleResolver* resolver = nullptr, const ModuleIdentity& identity = {});
ModuleModel build_module_model(TSNode root, std::string_view source, const std::string& file = "");

}  // namespace streamlint::analysis
