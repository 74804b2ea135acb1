#include "analysis/prefilter.h"

#include <algorithm>
#include <array>
#include <cctype>

namespace streamlint::analysis {
namespace {

bool contains(std::string_view text, std::string_view token) { return text.find(token) != std::string_view::npos; }

bool contains_nocase(std::string_view text, std::string_view token) {
  return std::search(text.begin(), text.end(), token.begin(), token.end(), [](char a, char b) {
           return std::tolower(static_cast<unsigned char>(a)) == std::tolower(static_cast<unsigned char>(b));
         }) != text.end();
}

// "noqa" followed somewhere by "SR<digit>": a suppression that may name streamlint codes (SR000).
bool streamlint_noqa(std::string_view text) {
  if (!contains_nocase(text, "noqa")) return false;
  for (std::size_t i = text.find("SR"); i != std::string_view::npos; i = text.find("SR", i + 1)) {
    if (i + 2 < text.size() && std::isdigit(static_cast<unsigned char>(text[i + 2]))) return true;
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
  return contains_nocase(text, "streaming table") || contains_nocase(text, "materialized view") ||
         streamlint_noqa(text);
}

}  // namespace streamlint::analysis
