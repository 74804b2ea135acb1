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

bool merge_accumulates(std::string_view sql) {
  const std::vector<SqlWord> w = sql_words(sql, std::numeric_limits<std::size_t>::max(), false);
  if (w.size() < 3 || w[0].text != "merge" || w[1].text != "into") return false;
  const auto punct = [&](std::size_t i, std::string_view c) { return i < w.size() && !w[i].quoted && w[i].text == c; };
  // The target: a dotted name, then its alias (`AS t`, `t`) unless USING follows.
  std::size_t i = 2;
  std::string target;
  while (i < w.size() && w[i].name()) {
    target = w[i].text;
    if (!punct(i + 1, ".")) break;
    i += 2;
  }
  ++i;
  if (i < w.size() && !w[i].quoted && w[i].text == "as") ++i;
  const std::string alias = i < w.size() && w[i].name() && w[i].text != "using" ? w[i].text : target;
  // Each top-level `UPDATE SET a = expr, ...`, up to the next WHEN.
  int depth = 0;
  for (std::size_t k = i; k + 1 < w.size(); ++k) {
    if (punct(k, "(")) ++depth;
    if (punct(k, ")")) --depth;
    if (depth != 0 || w[k].quoted || w[k].text != "update" || w[k + 1].text != "set") continue;
    std::size_t at = k + 2;
    while (at < w.size() && !(w[at].text == "when" && !w[at].quoted)) {
      // The column set: the last part of `t.col` / `col`.
      std::string column;
      while (at < w.size() && w[at].name()) {
        column = w[at].text;
        if (!punct(at + 1, ".")) break;
        at += 2;
      }
      ++at;
      if (!punct(at, "=")) break;  // not an assignment list we read (`UPDATE SET *`)
      bool reads_itself = false, adds = false;
      int inner = 0;
      for (++at; at < w.size(); ++at) {
        if (punct(at, "(")) ++inner;
        if (punct(at, ")")) --inner;
        if (inner == 0 && (punct(at, ",") || (w[at].text == "when" && !w[at].quoted))) break;
        if (punct(at, "+") || punct(at, "-")) adds = true;
        if (!w[at].name() || w[at].text != column) continue;
        // `col` alone, or `<alias>.col` / `<target>.col`: the target's own value.
        const bool qualified = at >= 2 && punct(at - 1, ".");
        if (!qualified || w[at - 2].text == alias || w[at - 2].text == target) reads_itself = true;
      }
      if (reads_itself && adds) return true;
      if (punct(at, ",")) ++at;
    }
  }
  return false;
}

}  // namespace streamlint::analysis
