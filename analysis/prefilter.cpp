#include "analysis/prefilter.h"

#include <array>
#include <bitset>
#include <cctype>
#include <cstdint>

#include "analysis/project/project_index.h"
#include "analysis/query_model/module_summary.h"

namespace streamlint::analysis {
namespace {

// What a token's presence means for the file.
enum class TokenKind {
  Finding,   // the file may have findings: analyse it
  Pipeline,  // pipeline code (SR70x, dlt.read_stream): only with the pipeline module imported
  SqlCall,   // `.sql(` or a `%sql` cell: pipeline DDL may sit in the SQL text (SR703)
  Code,      // `SR` and a digit: a noqa may name a streamlint code (SR000)
};

struct Token {
  std::string_view text;
  TokenKind kind;
};

// Streams and writers (every query rule), stream confs (SR106, SR207, SR5xx), the state reader
// (SR602, also its SQL functions), pipelines (SR70x), and the two tokens that guard the
// case-insensitive searches below. "SR" is completed by a digit check. Pipeline words are common
// elsewhere ("pipelines" in AWS SDKs, asyncio's read_stream): they count only in a file that
// imports the pipeline module (imports_pipeline_module).
constexpr std::array<Token, 13> kTokens = {{
    {"readStream", TokenKind::Finding},
    {"writeStream", TokenKind::Finding},
    {"read_stream", TokenKind::Pipeline},
    {"spark.sql.streaming", TokenKind::Finding},
    {"spark.databricks.streaming", TokenKind::Finding},
    {"statestore", TokenKind::Finding},
    {"state-metadata", TokenKind::Finding},
    {"read_state_metadata", TokenKind::Finding},
    {"pipelines", TokenKind::Pipeline},
    {"dlt", TokenKind::Pipeline},
    {".sql(", TokenKind::SqlCall},
    {"%sql", TokenKind::SqlCall},  // a notebook's SQL cell
    {"SR", TokenKind::Code},
}};

constexpr bool word_byte(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

// Whether `text` holds the word `word` at `at`.
bool word_at(std::string_view text, std::size_t at, std::string_view word) {
  return text.substr(at, word.size()) == word && (at == 0 || !word_byte(text[at - 1])) &&
         (at + word.size() >= text.size() || !word_byte(text[at + word.size()]));
}

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

bool imports_pipeline_module(std::string_view text) {
  if (text.find("pyspark.pipelines") != std::string_view::npos) return true;
  for (std::size_t at = text.find("import"); at != std::string_view::npos; at = text.find("import", at + 1)) {
    if (!word_at(text, at, "import")) continue;
    // `from dlt import ...`: the module before it, on its line.
    const std::size_t line = text.rfind('\n', at) == std::string_view::npos ? 0 : text.rfind('\n', at) + 1;
    std::size_t from = text.find_first_not_of(" \t", line);
    if (from < at && word_at(text, from, "from")) {
      from = text.find_first_not_of(" \t", from + 4);
      if (from < at && word_at(text, from, "dlt")) return true;
    }
    // The names it imports, up to the statement's end (a newline outside parentheses and not
    // continued with a backslash).
    int depth = 0;
    for (std::size_t i = at + 6; i < text.size(); ++i) {
      const char c = text[i];
      if (c == '(') ++depth;
      if (c == ')') --depth;
      if (c == '\n' && depth <= 0 && text[i - 1] != '\\') break;
      if (c == '#' || c == ';') break;
      if (word_byte(c) && !word_byte(text[i - 1]) && (word_at(text, i, "dlt") || word_at(text, i, "pipelines"))) {
        return true;
      }
    }
  }
  return false;
}

bool sql_may_have_findings(std::string_view text) {
  // Pipeline statements: datasets (also the legacy LIVE TABLE), STREAM reads, AUTO CDC flows.
  return contains_nocase(text, "stream") || contains_nocase(text, "materialized view") ||
         contains_nocase(text, "live table") || contains_nocase(text, "apply changes") || contains_nocase(text, "auto cdc");
}

PrefilterVerdict prefilter(std::string_view text) {
  const std::bitset<kFilterBits>& filter = token_filter();
  const auto* bytes = reinterpret_cast<const unsigned char*>(text.data());
  std::bitset<kTokens.size()> found;
  auto has = [&](std::string_view token) {
    for (std::size_t i = 0; i < kTokens.size(); ++i) {
      if (kTokens[i].text == token) return bool(found[i]);
    }
    return false;
  };
  // dlt.read_stream counts once the pipeline import is seen (after the scan).
  auto exports = [&] {
    return has("readStream") || has("writeStream") || has("spark.sql.streaming") || has("spark.databricks.streaming");
  };
  PrefilterVerdict verdict;
  bool sql_call = false;
  bool code = false;
  bool pipeline = false;  // a pipeline word, not yet checked against the imports
  for (std::size_t i = 0; i + 3 <= text.size(); ++i) {
    if (!filter[filter_slot(window(bytes[i], bytes[i + 1], bytes[i + 2]))]) continue;
    const std::string_view rest = text.substr(i);
    for (std::size_t t = 0; t < kTokens.size(); ++t) {
      const Token& token = kTokens[t];
      if (token.kind == TokenKind::Code) {
        code = code || (rest.starts_with("SR") && rest[2] >= '0' && rest[2] <= '9');
      } else if (rest.starts_with(token.text) && !found[t]) {
        found.set(t);
        if (token.kind == TokenKind::Finding) verdict.may_have_findings = true;
        if (token.kind == TokenKind::SqlCall) sql_call = true;
        if (token.kind == TokenKind::Pipeline) pipeline = true;
        if (!verdict.may_export_streams) verdict.may_export_streams = exports();
        if (verdict.may_have_findings && verdict.may_export_streams) return verdict;
      }
    }
  }
  if (pipeline && imports_pipeline_module(text)) {
    verdict.may_have_findings = true;
    verdict.may_export_streams = verdict.may_export_streams || has("read_stream");
  }
  if (verdict.may_have_findings) return verdict;
  // The case-insensitive searches are slow, so each runs only behind its exact token: pipeline SQL
  // is only checked in spark.sql(...) text and SQL cells (datasets, STREAM reads, AUTO CDC flows:
  // SR703-SR708, as in a .sql file), a noqa only when some SR code is written (SR000).
  verdict.may_have_findings = (code && contains_nocase(text, "noqa")) || (sql_call && sql_may_have_findings(text));
  return verdict;
}

bool may_have_findings(std::string_view text) { return prefilter(text).may_have_findings; }

bool may_export_streams(std::string_view text) { return prefilter(text).may_export_streams; }

}  // namespace streamlint::analysis

namespace streamlint::analysis {
namespace {

bool name_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.'; }

// Splits "a.b as c, d" (an import list, parentheses and continuations removed) into its names.
std::vector<std::string> listed_names(std::string_view list) {
  std::vector<std::string> names;
  std::size_t i = 0;
  while (i < list.size()) {
    while (i < list.size() && !name_char(list[i]) && list[i] != '*') ++i;
    std::size_t j = i;
    while (j < list.size() && (name_char(list[j]) || list[j] == '*')) ++j;
    if (j > i) names.emplace_back(list.substr(i, j - i));
    // Skip `as alias` and anything up to the next comma.
    const std::size_t comma = list.find(',', j);
    i = comma == std::string_view::npos ? list.size() : comma + 1;
  }
  return names;
}

}  // namespace

std::vector<std::string> imported_module_names(std::string_view text, const ModuleIdentity& identity) {
  std::vector<std::string> out;
  std::size_t pos = 0;
  while (pos < text.size()) {
    std::size_t end = text.find('\n', pos);
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = text.substr(pos, end - pos);
    pos = end + 1;
    const std::size_t first = line.find_first_not_of(" \t");
    if (first == std::string_view::npos) continue;
    line.remove_prefix(first);
    const bool is_import = line.starts_with("import ");
    const bool is_from = line.starts_with("from ");
    if (!is_import && !is_from) continue;
    // The statement may go on: a parenthesised list, or backslash continuations.
    std::string statement(line);
    auto strip_comment = [](std::string& s) {
      if (const std::size_t hash = s.find('#'); hash != std::string::npos) s.erase(hash);
    };
    strip_comment(statement);
    const bool open_paren = statement.find('(') != std::string::npos && statement.find(')') == std::string::npos;
    while (pos < text.size() && (open_paren ? statement.find(')') == std::string::npos
                                            : (!statement.empty() && statement.back() == '\\'))) {
      if (!statement.empty() && statement.back() == '\\') statement.pop_back();
      std::size_t next = text.find('\n', pos);
      if (next == std::string_view::npos) next = text.size();
      std::string more(text.substr(pos, next - pos));
      strip_comment(more);
      statement += " " + more;
      pos = next + 1;
    }
    for (char& c : statement) {
      if (c == '(' || c == ')' || c == '\\' || c == '\r') c = ' ';
    }
    if (is_import) {
      for (const std::string& name : listed_names(std::string_view(statement).substr(7))) {
        // `import a.b.c` runs a, a.b and a.b.c.
        for (std::size_t dot = name.find('.'); dot != std::string::npos; dot = name.find('.', dot + 1)) {
          out.push_back(name.substr(0, dot));
        }
        out.push_back(name);
      }
      continue;
    }
    const std::size_t import_at = statement.find(" import ");
    if (import_at == std::string::npos) continue;
    std::string base = statement.substr(5, import_at - 5);
    base.erase(0, base.find_first_not_of(' '));
    base.erase(base.find_last_not_of(' ') + 1);
    int dots = 0;
    while (dots < static_cast<int>(base.size()) && base[dots] == '.') ++dots;
    if (dots > 0) base = resolve_relative_import(identity, dots, std::string_view(base).substr(dots));
    if (base.empty()) continue;
    out.push_back(base);
    for (const std::string& name : listed_names(std::string_view(statement).substr(import_at + 8))) {
      if (name != "*") out.push_back(base + "." + name);
    }
  }
  return out;
}

}  // namespace streamlint::analysis
