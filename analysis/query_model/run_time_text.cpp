// Run-time text values (run_time_text.h).
#include "analysis/query_model/run_time_text.h"

#include "analysis/fnv.h"
#include "analysis/query_model/streaming_query.h"

namespace streamlint::analysis {

std::optional<std::string> run_time_part(const ValuePtr& v) {
  if (auto s = string_of(v)) return *s;
  if (const auto* n = v->as<NumberValue>()) return n->literal;
  const auto* u = v->as<UnknownValue>();
  if (!u || u->binding == 0) return std::nullopt;
  if (!u->run_time_text.empty()) return u->run_time_text;
  return std::string(1, '\0') + std::to_string(u->binding) + '\0';
}

ValuePtr run_time_value(std::string text, std::string_view written, bool lookup) {
  const std::uint64_t identity = fnv_mix(kFnvOffsetBasis, std::string_view(text)) | 1;  // never 0: "no binding"
  UnknownValue value{identity, std::string(written), std::move(text)};
  value.lookup = lookup;
  return make_value(std::move(value));
}

bool all_lookups(std::initializer_list<const ValuePtr*> parts) {
  for (const ValuePtr* part : parts) {
    const auto* u = (*part)->as<UnknownValue>();
    if (u && !u->lookup) return false;
  }
  return true;
}

ValuePtr joined_run_time_path(const std::vector<ValuePtr>& parts, std::string_view written) {
  std::vector<std::string> pieces;
  bool run_time = false, lookup = true;
  for (const ValuePtr& part : parts) {
    auto piece = run_time_part(part);
    if (!piece) return nullptr;
    run_time = run_time || part->as<UnknownValue>();
    lookup = lookup && all_lookups({&part});
    pieces.push_back(std::move(*piece));
  }
  return run_time ? run_time_value(join_path(pieces), written, lookup) : nullptr;
}

}  // namespace streamlint::analysis
