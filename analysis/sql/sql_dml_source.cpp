#include "analysis/sql/sql_dml_source.h"

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <limits>
#include <vector>

#include "analysis/sql/pipeline_sql.h"

namespace streamlint::analysis {
namespace {

// The dotted name starting at word `i` (`a.b.c`, backquoted parts as their inside), "" when no
// name is there; `*next` is set to the word after it.
std::string dotted_name(const std::vector<SqlWord>& words, std::size_t i, std::size_t* next = nullptr) {
  std::string name;
  for (; i < words.size() && words[i].name(); i += 2) {
    name += (name.empty() ? "" : ".") + words[i].text;
    if (i + 1 >= words.size() || words[i + 1].quoted || words[i + 1].text != ".") {
      ++i;
      break;
    }
  }
  if (next) *next = i;
  return name;
}

// The statement's words when it starts with `verb` (or one of `verbs`), else none: the first word
// alone is read before the whole text is (spark.sql runs every statement past this).
std::vector<SqlWord> words_of(std::string_view sql, std::initializer_list<std::string_view> verbs) {
  const std::vector<SqlWord> first = sql_words(sql, 1, true);
  if (first.empty() || std::find(verbs.begin(), verbs.end(), first[0].text) == verbs.end()) return {};
  return sql_words(sql, std::numeric_limits<std::size_t>::max(), false);
}

}  // namespace

std::optional<SqlDmlSource> read_sql_dml_source(std::string_view sql) {
  const std::vector<SqlWord> words = words_of(sql, {"merge", "insert"});
  if (words.empty()) return std::nullopt;
  SqlDmlSource out;
  out.verb = words[0].text;
  const auto span_of = [](std::size_t begin, std::size_t end) {
    return SqlSpan{static_cast<std::uint32_t>(begin), static_cast<std::uint32_t>(end)};
  };
  out.verb_at = span_of(words[0].offset, words[0].offset + words[0].length);
  int depth = 0;
  for (std::size_t i = 1; i < words.size(); ++i) {
    const SqlWord& w = words[i];
    // INSERT INTO t (SELECT ...): the query inside the parentheses (a column list holds no SELECT).
    if (out.verb == "insert" && depth == 0 && !w.quoted && w.text == "(" && i + 1 < words.size() &&
        !words[i + 1].quoted && (words[i + 1].text == "select" || words[i + 1].text == "with")) {
      out.query = span_of(words[i + 1].offset, sql.size());
      return out;  // the closing parenthesis is left to the reader of the query, which stops there
    }
    if (!w.quoted && w.text == "(") ++depth;
    if (!w.quoted && w.text == ")") --depth;
    if (depth != 0 || w.quoted || (w.text == "(" || w.text == ")")) continue;
    if (out.verb == "insert" && (w.text == "select" || w.text == "with")) {
      out.query = span_of(w.offset, sql.size());
      return out;
    }
    if (out.verb == "insert" && w.text == "table" && i >= 3 && i + 1 < words.size() && words[i + 1].name()) {
      // INSERT INTO t TABLE source (not the optional TABLE right after INTO / OVERWRITE)
      const std::string& before = words[i - 1].text;
      if (before != "into" && before != "overwrite") {
        out.name = dotted_name(words, i + 1);
        return out;
      }
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
    out.name = dotted_name(words, i + 1);
    if (out.name.empty()) return std::nullopt;
    return out;
  }
  return std::nullopt;
}

bool merge_accumulates(std::string_view sql) {
  const std::vector<SqlWord> w = words_of(sql, {"merge"});
  const auto punct = [&](std::size_t i, std::string_view c) { return i < w.size() && !w[i].quoted && w[i].text == c; };
  const auto keyword = [&](std::size_t i, std::string_view k) {
    return i < w.size() && !w[i].quoted && w[i].text == k;
  };
  // MERGE [WITH SCHEMA EVOLUTION] INTO target [[AS] alias]
  std::size_t i = 1;
  if (!keyword(0, "merge")) return false;
  if (keyword(1, "with") && keyword(2, "schema") && keyword(3, "evolution")) i = 4;
  if (!keyword(i, "into")) return false;
  ++i;
  const std::string target = dotted_name(w, i, &i);  // as written
  if (keyword(i, "as")) ++i;
  // With an alias, the target is named by it only; without, by its name or its last part.
  const bool aliased = i < w.size() && w[i].name() && !keyword(i, "using");
  const std::string alias = aliased ? w[i].text : "";
  const std::string last = target.substr(target.rfind('.') == std::string::npos ? 0 : target.rfind('.') + 1);
  const auto names_target = [&](const std::string& qualifier) {
    return aliased ? qualifier == alias : qualifier == target || qualifier == last;
  };
  // The qualifier of the name at `at` (`a.b.col` -> "a.b"), "" when it has none.
  const auto qualifier_of = [&](std::size_t at) {
    std::string q;
    for (std::size_t k = at; k >= 2 && punct(k - 1, ".") && w[k - 2].name(); k -= 2) {
      q = w[k - 2].text + (q.empty() ? "" : ".") + q;
    }
    return q;
  };
  int depth = 0;
  std::size_t clause = 0;  // the current WHEN
  for (std::size_t k = i; k + 1 < w.size(); ++k) {
    if (punct(k, "(")) ++depth;
    if (punct(k, ")")) --depth;
    if (depth != 0) continue;
    if (keyword(k, "when")) clause = k;
    if (!keyword(k, "update") || !keyword(k + 1, "set")) continue;
    // A clause whose condition reads a batch or epoch column skips what a retry already merged (the
    // target records the last batch applied).
    bool guarded = false;
    for (std::size_t c = clause; c < k && clause != 0; ++c) {
      guarded = guarded || w[c].text.find("batch") != std::string::npos || w[c].text.find("epoch") != std::string::npos;
    }
    if (guarded) continue;
    std::size_t at = k + 2;
    while (at < w.size() && !keyword(at, "when")) {
      // The column set: the last part of `t.col` / `col`.
      std::string column;
      while (at < w.size() && w[at].name()) {
        column = w[at].text;
        if (!punct(at + 1, ".")) break;
        at += 2;
      }
      ++at;
      if (!punct(at, "=")) break;  // not an assignment list we read (`UPDATE SET *`)
      // The value adds to or subtracts from the target's own column: the column (unqualified or
      // qualified by the target) with a + or - right beside it (`t.n + s.n`, `s.n - n`); inside a
      // CASE or an IF too. Not the column alone as a call's argument (`greatest(t.x, s.ts + INTERVAL
      // 1 DAY)`, `coalesce(s.n, t.n, -1)`), nor a + elsewhere in the value (`CASE WHEN s.q > t.q - 1`).
      bool accumulates = false;
      int calls = 0, cases = 0;
      for (++at; at < w.size(); ++at) {
        if (punct(at, "(")) ++calls;
        if (punct(at, ")")) --calls;
        if (keyword(at, "case")) ++cases;
        if (keyword(at, "end")) --cases;
        if (calls == 0 && cases == 0 && (punct(at, ",") || keyword(at, "when"))) break;
        if (!w[at].name() || w[at].text != column || punct(at + 1, ".")) continue;
        const std::string qualifier = qualifier_of(at);
        if (!qualifier.empty() && !names_target(qualifier)) continue;
        const std::size_t first =
            at - (qualifier.empty() ? 0 : 2 * (std::count(qualifier.begin(), qualifier.end(), '.') + 1));
        const auto sign = [&](std::size_t k) { return punct(k, "+") || punct(k, "-"); };
        accumulates = accumulates || (first > 0 && sign(first - 1)) || sign(at + 1);
      }
      if (accumulates) return true;
      if (punct(at, ",")) ++at;
    }
  }
  return false;
}

}  // namespace streamlint::analysis
