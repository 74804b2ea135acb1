// Text known only at run time (value.h UnknownValue): `f"{root}/orders"`, `root + "/orders"`,
// `os.path.join(root, "orders")` over a value read once at run time (an environment variable, a
// widget) is one value, whose identity is its constant parts and the bindings it holds, in order.
// Two queries given equal such texts share a checkpoint (RULES.md "Clarifications", SR102).
#pragma once

#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "analysis/query_model/value.h"

namespace streamlint::analysis {

// What `v` adds to a run-time text: a constant's text, a binding's identity (`\0<binding>\0`), a
// run-time text's own text; nullopt for a value known neither way (a clock's reading is no binding).
std::optional<std::string> run_time_part(const ValuePtr& v);

// The run-time value of `text` (run_time_part pieces put together), `written` as the code spells it
// (for messages): its binding is the text's hash, never 0. `lookup`: every run-time piece was one
// (UnknownValue::lookup, all_lookups).
ValuePtr run_time_value(std::string text, std::string_view written, bool lookup);

// Whether each value of `parts` known only at run time is a lookup (UnknownValue::lookup).
bool all_lookups(std::initializer_list<const ValuePtr*> parts);

// `parts` joined as os.path.join joins them (join_path) when one of them is known only at run time
// and each is a constant or a run-time value: that run-time value; null otherwise.
ValuePtr joined_run_time_path(const std::vector<ValuePtr>& parts, std::string_view written);

}  // namespace streamlint::analysis
