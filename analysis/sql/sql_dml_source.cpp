#include "analysis/sql/sql_dml_source.h"

#include <cstdint>
#include <limits>
#include <vector>

#include "analysis/sql/pipeline_sql.h"

namespace streamlint::analysis {

std::optional<SqlDmlSource> read_sql_dml_source(std::string_view sql) {
  const std::vector<SqlWord> words = sql_words(sql, std::numeric_limits<std::size_t>::max(), false);
  if (words.empty() || (words[0].text != "merge" && words[0].text != "insert")) return std::nullopt;
  SqlDmlSource out;
  out.verb = words[0].text;
  const auto span_of = [](std::size_t begin, std::size_t end) {
    return SqlSpan{static_cast<std::uint32_t>(begin), static_cast<std::uint32_t>(end)};
  };
  out.verb_at = span_of(words[0].offset, words[0].offset + words[0].length);
  int depth = 0;
  for (std::size_t i = 1; i < words.size(); ++i) {
    const SqlWord& w = words[i];
    if (!w.quoted && w.text == "(") ++depth;
    if (!w.quoted && w.text == ")") --depth;
    if (depth != 0 || w.quoted || (w.text == "(" || w.text == ")")) continue;
    if (out.verb == "insert" && (w.text == "select" || w.text == "with")) {
      out.query = span_of(w.offset, sql.size());
      return out;
    }
    if (out.verb != "merge" || w.text != "using" || i + 1 >= words.size()) continue;
    const SqlWord& next = words[i + 1];
    if (!next.quoted && next.text == "(") {
      int inner = 0;
      for (std::size_t j = i + 1; j < words.size(); ++j) {
        if (words[j].quoted) continue;
        if (words[j].text == "(") ++inner;
        if (words[j].text == ")" && --inner == 0) {
          out.query = span_of(next.offset + 1, words[j].offset);
          return out;
        }
      }
      return std::nullopt;  // not closed
    }
    // A dotted name: name (. name)*
    for (std::size_t j = i + 1; j < words.size(); j += 2) {
      if (!words[j].quoted && !words[j].name()) break;
      out.name += (out.name.empty() ? "" : ".") + words[j].text;
      if (j + 1 >= words.size() || words[j + 1].quoted || words[j + 1].text != ".") break;
    }
    if (out.name.empty()) return std::nullopt;
    return out;
  }
  return std::nullopt;
}

}  // namespace streamlint::analysis
