#include "analysis/rules/query_facts.h"

#include "analysis/query_model/value.h"

namespace streamlint::analysis {

std::optional<std::string> checkpoint_path(const StreamingQuery& q) {
  const OptionSetting* o = q.writer.options.find("checkpointLocation");
  return o ? string_of(o->value) : std::nullopt;
}

}  // namespace streamlint::analysis
