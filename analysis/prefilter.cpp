#include "analysis/prefilter.h"

#include <string.h>

#include <array>

namespace streamlint::analysis {
namespace {

// glibc's memmem (two-way search) beats string_view::find, which stops at every first-letter match.
bool contains(std::string_view text, std::string_view token) {
  return ::memmem(text.data(), text.size(), token.data(), token.size()) != nullptr;
}

constexpr unsigned char lower(unsigned char c) { return (c >= 'A' && c <= 'Z') ? c + 32 : c; }

bool matches_nocase(std::string_view text, std::size_t at, std::string_view lowered_token) {
  if (text.size() - at < lowered_token.size()) return false;
  for (std::size_t k = 0; k < lowered_token.size(); ++k) {
    if (lower(static_cast<unsigned char>(text[at + k])) != static_cast<unsigned char>(lowered_token[k])) return false;
  }
  return true;
}

bool contains_nocase(std::string_view text, std::string_view lowered_token) {
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (matches_nocase(text, i, lowered_token)) return true;
  }
  return false;
}

// "SR" and a digit: a streamlint code, as a noqa comment would name it.
bool has_streamlint_code(std::string_view text) {
  const char* end = text.data() + text.size();
  for (const char* p = text.data(); p < end;) {
    const void* hit = ::memmem(p, static_cast<std::size_t>(end - p), "SR", 2);
    if (!hit) return false;
    const char* at = static_cast<const char*>(hit);
    if (at + 2 < end && at[2] >= '0' && at[2] <= '9') return true;
    p = at + 1;
  }
  return false;
}

}  // namespace

bool may_have_findings(std::string_view text) {
  // Streams and writers (every query rule), stream confs (SR106, SR207, SR5xx), the state reader
  // (SR602), pipelines (SR70x) and their SQL (SR703).
  static constexpr std::array<std::string_view, 9> kTokens = {
      "readStream", "writeStream", "read_stream", "spark.sql.streaming", "spark.databricks.streaming",
      "statestore", "state-metadata", "pipelines", "dlt"};
  for (std::string_view token : kTokens) {
    if (contains(text, token)) return true;
  }
  // The case-insensitive searches are slow, so each runs only behind a cheap exact token: pipeline
  // DDL is only checked in spark.sql(...) text (SR703), a noqa only when some SR code is written (SR000).
  if (contains(text, ".sql(") &&
      (contains_nocase(text, "streaming table") || contains_nocase(text, "materialized view"))) {
    return true;
  }
  return has_streamlint_code(text) && contains_nocase(text, "noqa");
}

}  // namespace streamlint::analysis
