#include "analysis/project_facts.h"

#include <charconv>

namespace streamlint::analysis {
namespace {

// Reads digits at the front of `s` into `out`; false when there are none.
bool take_number(std::string_view& s, int& out) {
  auto [ptr, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
  if (ec != std::errc{} || ptr == s.data()) return false;
  s.remove_prefix(static_cast<std::size_t>(ptr - s.data()));
  return true;
}

}  // namespace

std::optional<DbrVersion> parse_dbr_version(std::string_view text) {
  DbrVersion v;
  if (!take_number(text, v.major) || text.empty() || text.front() != '.') return std::nullopt;
  text.remove_prefix(1);
  if (!take_number(text, v.minor)) return std::nullopt;
  // "17.3" exactly, or a spark_version "17.3.x-...scala2.13" (streaming-facts.md §0).
  if (text.empty() || text.substr(0, 3) == ".x-") return v;
  return std::nullopt;
}

std::optional<Compute> parse_compute(std::string_view text) {
  if (text == "serverless") return Compute::Serverless;
  if (text == "classic") return Compute::Classic;
  if (text == "pipeline") return Compute::Pipeline;
  return std::nullopt;
}

std::string_view to_string(Compute compute) {
  switch (compute) {
    case Compute::Serverless: return "serverless";
    case Compute::Classic: return "classic";
    case Compute::Pipeline: return "pipeline";
    case Compute::Unknown: break;
  }
  return "unknown";
}

}  // namespace streamlint::analysis
