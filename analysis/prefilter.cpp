#include "analysis/prefilter.h"

#include <array>
#include <bitset>
#include <cstdint>

namespace streamlint::analysis {
namespace {

// What a token's presence means for the file.
enum class TokenKind {
  Finding,  // the file may have findings: analyse it
  SqlCall,  // `.sql(`: pipeline DDL may sit in the SQL text (SR703)
  Code,     // `SR` and a digit: a noqa may name a streamlint code (SR000)
};

struct Token {
  std::string_view text;
  TokenKind kind;
};

// Streams and writers (every query rule), stream confs (SR106, SR207, SR5xx), the state reader
// (SR602, also its SQL functions), pipelines (SR70x), and the two tokens that guard the case-insensitive searches below.
// "SR" is completed by a digit check.
constexpr std::array<Token, 12> kTokens = {{
    {"readStream", TokenKind::Finding},
    {"writeStream", TokenKind::Finding},
    {"read_stream", TokenKind::Finding},
    {"spark.sql.streaming", TokenKind::Finding},
    {"spark.databricks.streaming", TokenKind::Finding},
    {"statestore", TokenKind::Finding},
    {"state-metadata", TokenKind::Finding},
    {"read_state_metadata", TokenKind::Finding},
    {"pipelines", TokenKind::Finding},
    {"dlt", TokenKind::Finding},
    {".sql(", TokenKind::SqlCall},
    {"SR", TokenKind::Code},
}};

// The first three bytes of a token, or of any text position, as one number.
constexpr uint32_t window(unsigned char a, unsigned char b, unsigned char c) {
  return uint32_t{a} | uint32_t{b} << 8 | uint32_t{c} << 16;
}

constexpr std::size_t kFilterBits = 1 << 15;  // 4 KiB: stays in L1 while a file is scanned
constexpr uint32_t filter_slot(uint32_t w) { return (w * 0x9E3779B1u) >> 17; }

// A filter over the tokens' first three bytes: one probe per text position rules out almost every
// position, so the text is read once instead of once per token. ("SR" enters once per digit.)
const std::bitset<kFilterBits>& token_filter() {
  static const std::bitset<kFilterBits> filter = [] {
    std::bitset<kFilterBits> bits;
    for (const Token& token : kTokens) {
      const auto at = [&](std::size_t i) { return static_cast<unsigned char>(token.text[i]); };
      if (token.kind == TokenKind::Code) {
        for (unsigned char digit = '0'; digit <= '9'; ++digit) bits.set(filter_slot(window(at(0), at(1), digit)));
      } else {
        bits.set(filter_slot(window(at(0), at(1), at(2))));
      }
    }
    return bits;
  }();
  return filter;
}

constexpr unsigned char lower(unsigned char c) { return (c >= 'A' && c <= 'Z') ? c + 32 : c; }

bool contains_nocase(std::string_view text, std::string_view lowered_token) {
  if (text.size() < lowered_token.size()) return false;
  for (std::size_t i = 0; i + lowered_token.size() <= text.size(); ++i) {
    std::size_t k = 0;
    while (k < lowered_token.size() &&
           lower(static_cast<unsigned char>(text[i + k])) == static_cast<unsigned char>(lowered_token[k])) {
      ++k;
    }
    if (k == lowered_token.size()) return true;
  }
  return false;
}

}  // namespace

bool sql_may_have_findings(std::string_view text) {
  return contains_nocase(text, "streaming table") || contains_nocase(text, "materialized view");
}

bool may_have_findings(std::string_view text) {
  const std::bitset<kFilterBits>& filter = token_filter();
  const auto* bytes = reinterpret_cast<const unsigned char*>(text.data());
  bool sql_call = false;
  bool code = false;
  for (std::size_t i = 0; i + 3 <= text.size(); ++i) {
    if (!filter[filter_slot(window(bytes[i], bytes[i + 1], bytes[i + 2]))]) continue;
    const std::string_view rest = text.substr(i);
    for (const Token& token : kTokens) {
      if (token.kind == TokenKind::Code) {
        code = code || (rest.starts_with("SR") && rest[2] >= '0' && rest[2] <= '9');
      } else if (rest.starts_with(token.text)) {
        if (token.kind == TokenKind::Finding) return true;
        sql_call = true;
      }
    }
  }
  // The case-insensitive searches are slow, so each runs only behind its exact token: pipeline DDL
  // is only checked in spark.sql(...) text (SR703), a noqa only when some SR code is written (SR000).
  if (sql_call && (contains_nocase(text, "streaming table") || contains_nocase(text, "materialized view"))) {
    return true;
  }
  return code && contains_nocase(text, "noqa");
}

}  // namespace streamlint::analysis
