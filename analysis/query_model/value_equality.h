// Deep equality of abstract values, for incremental recomputation's early cut-off (DESIGN.md "Data
// flow on a keystroke": a unit whose inputs are equal to last time keeps its results). Two values
// are equal when every rule would read them the same way: same kind, same folded constants, same
// places (spans compare by unit version and bytes), the same code for functions and classes.
// Shared sub-values compare by pointer first, so unchanged structure costs nothing.
#pragma once

#include "analysis/query_model/value.h"

namespace streamlint::analysis {

bool same_value(const ValuePtr& a, const ValuePtr& b);

}  // namespace streamlint::analysis
