#include "analysis/rules/query_facts.h"

#include "analysis/query_model/value.h"

namespace streamlint::analysis {

std::optional<std::string> checkpoint_path(const StreamingQuery& q) { return q.checkpoint_location(); }

}  // namespace streamlint::analysis
