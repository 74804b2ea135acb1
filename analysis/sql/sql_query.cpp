// Node and field names are those of @derekstride/tree-sitter-sql 0.3.11 (its node-types.json).
#include "analysis/sql/sql_query.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <cstring>
#include <functional>
#include <limits>
#include <memory>
#include <string>
#include <unordered_map>

#include "analysis/query_model/stateful.h"
#include "analysis/sql/pipeline_sql.h"
#include "analysis/syntax/long_statement_guard.h"
#include "analysis/text_util.h"

extern "C" const TSLanguage* tree_sitter_sql();

namespace streamlint::analysis {
namespace {

struct ParserDeleter {
  void operator()(TSParser* p) const { ts_parser_delete(p); }
};
struct TreeDeleter {
  void operator()(TSTree* t) const { ts_tree_delete(t); }
};
using Tree = std::unique_ptr<TSTree, TreeDeleter>;

Tree parse(std::string_view text) {
  thread_local std::unique_ptr<TSParser, ParserDeleter> parser = [] {
    std::unique_ptr<TSParser, ParserDeleter> p(ts_parser_new());
    ts_parser_set_language(p.get(), sql_language());
    return p;
  }();
  // A statement too long for the runtime is cut (long_statement_guard.h); offsets are kept.
  std::string masked;
  if (blank_overlong_statements(text, 0, text.size(), masked, StatementSyntax::Sql)) text = masked;
  return Tree(ts_parser_parse_string(parser.get(), nullptr, text.data(), static_cast<uint32_t>(text.size())));
}

// Bounds: SQL text is a few lines in practice; deeper nesting is left unread.
constexpr int kMaxDepth = 64;

// Spark SQL the grammar does not know, made readable with the offsets of the written text kept:
// Databricks' clauses of a FROM item are blanked (WATERMARK clauses, SqlWatermark; the STREAM
// keyword of `FROM STREAM t`, whose name is then a stream), and an interval's unquoted value
// (`INTERVAL 1 HOUR`, which Spark reads as `INTERVAL '1' HOUR`) is quoted in the blanks around it.
struct DatabricksClauses {
  std::string blanked;
  std::vector<SqlWatermark> watermarks;
  std::vector<std::uint32_t> stream_names;  // offsets of the names `STREAM t` reads
  // `[LEFT] SEMI JOIN` / `[LEFT] ANTI JOIN`, which the grammar does not know: the offset of the JOIN
  // keyword, and "semi" or "anti" (blanked, so the grammar reads a plain join).
  std::vector<std::pair<std::uint32_t, std::string>> join_kinds;
  // `QUALIFY <condition>` (Databricks SQL), blanked: the OVER of each window function in it.
  std::vector<SqlSpan> qualify_overs;
  // `GROUP BY ALL` (Databricks SQL, Spark 3.4+), whose ALL the grammar does not take: the offset of
  // ALL, written `___` so the grammar reads one key there.
  std::vector<std::uint32_t> group_by_all;
  // Set operations the grammar does not take (it knows UNION [ALL], EXCEPT and INTERSECT): `EXCEPT
  // ALL`, `INTERSECT ALL`, `... DISTINCT` (the quantifier blanked) and `MINUS` (Spark's EXCEPT,
  // written UNION, five letters as MINUS is): the operation keyword's offset and its real kind.
  // (https://spark.apache.org/docs/latest/sql-ref-syntax-qry-select-setops.html)
  std::vector<std::pair<std::uint32_t, std::string>> set_kinds;
  // Quoted names whose other characters normalise_spark_sql wrote as `_` (`` `event time` ``): the
  // text as written, and where; a name read there is the written one.
  std::string written;
  std::vector<SqlSpan> quoted_names;
  // JSON paths into a column (`raw:device.id`), blanked: the column read there is not what Spark
  // names the term (the path's last field), so the term's name is unknown.
  std::vector<SqlSpan> json_paths;
  // `TABLESAMPLE (...)` after a relation, blanked (the grammar does not take it): its keyword.
  std::vector<SqlSpan> samples;
};

void blank(std::string& text, std::size_t start, std::size_t end) {
  for (std::size_t k = start; k < end && k < text.size(); ++k) {
    if (text[k] != '\n') text[k] = ' ';
  }
}

constexpr std::array<std::string_view, 9> kIntervalUnits = {"year", "month", "week", "day", "hour", "minute",
                                                             "second", "millisecond", "microsecond"};

bool interval_unit(std::string_view word) {
  const std::string unit = to_lower(word);
  return std::any_of(kIntervalUnits.begin(), kIntervalUnits.end(),
                     [&](std::string_view x) { return unit == x || unit == std::string(x) + "s"; });
}

bool blank_at(std::string_view text, std::size_t i) {
  return i < text.size() && std::isspace(static_cast<unsigned char>(text[i]));
}

// `INTERVAL 10 MINUTES`, `INTERVAL 1 HOUR 30 MINUTES`, `INTERVAL '10' MINUTE` -> one quoted
// literal, which the grammar reads (`INTERVAL'10 MINUTES'`): the blank before the first value and
// the one after the last unit become quotes (without a blank there, the unit's last letter), a
// value's own quotes blanks.
void quote_interval_value(std::string& text, std::size_t after_keyword) {
  if (!blank_at(text, after_keyword)) return;
  std::size_t first = after_keyword;
  while (blank_at(text, first)) ++first;
  std::size_t at = first, last_unit_end = 0;
  std::vector<std::size_t> value_quotes;
  for (;;) {
    std::size_t value = at;
    while (blank_at(text, value)) ++value;
    std::size_t end = value;
    const bool quoted = end < text.size() && text[end] == '\'';
    if (quoted) ++end;
    while (end < text.size() && (std::isdigit(static_cast<unsigned char>(text[end])) || text[end] == '.')) ++end;
    if (quoted && (end >= text.size() || text[end] != '\'' || end == value + 1)) break;
    if (quoted) ++end;
    if (end == value) break;
    std::size_t unit = end;
    while (blank_at(text, unit)) ++unit;
    std::size_t unit_end = unit;
    while (unit_end < text.size() && std::isalpha(static_cast<unsigned char>(text[unit_end]))) ++unit_end;
    if (unit == end || !interval_unit(std::string_view(text).substr(unit, unit_end - unit))) break;
    if (quoted) value_quotes.insert(value_quotes.end(), {value, end - 1});
    last_unit_end = unit_end;
    at = unit_end;
  }
  if (last_unit_end == 0) return;
  for (const std::size_t q : value_quotes) text[q] = ' ';
  text[first - 1] = '\'';
  text[blank_at(text, last_unit_end) ? last_unit_end : last_unit_end - 1] = '\'';
}

bool sql_name_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

// Spark SQL the grammar does not read, rewritten in place to what it reads, every byte's offset
// kept (https://spark.apache.org/docs/latest/sql-ref-literals.html, sql-ref-operators.html; the
// Databricks SQL reference for `:` paths, `* EXCEPT`, named arguments):
// - an escaped quote in a literal (`'it\'s'`) -> a doubled one (`'it''s'`);
// - a nested block comment (`/* a /* b */ c */`) -> blanks;
// - a quoted name's other characters (`` `my col` ``) -> `_`;
// - `a <=> b` -> `a = b`; `RLIKE`/`REGEXP` -> `LIKE`; typed numbers (`10L`, `1.5BD`) lose the suffix;
// - a named argument (`format => 'json'`) -> a positional one;
// - a JSON path on a column (`raw:device.id`) -> the column;
// - `* EXCEPT (cols)` and `LATERAL VIEW f(...) t AS c` -> blanks.
void normalise_spark_sql(std::string& text, std::vector<SqlSpan>& quoted_names, std::vector<SqlSpan>& json_paths) {
  const auto word_at = [&](std::size_t i, std::string_view w) {
    return i + w.size() <= text.size() && iequals(std::string_view(text).substr(i, w.size()), w) &&
           (i == 0 || !sql_name_char(text[i - 1])) &&
           (i + w.size() == text.size() || !sql_name_char(text[i + w.size()]));
  };
  const auto skip_blanks = [&](std::size_t i) {
    while (blank_at(text, i)) ++i;
    return i;
  };
  const auto char_at = [&](std::size_t i, char c) { return i < text.size() && text[i] == c; };
  // The end of the parenthesized group opening at `open` (past its ')'), or npos.
  const auto group_end = [&](std::size_t open) -> std::size_t {
    int depth = 0;
    for (std::size_t k = open; k < text.size(); ++k) {
      if (text[k] == '\'' || text[k] == '"') {
        k = sql_literal_end(text, k) - 1;
      } else if (text[k] == '(') {
        ++depth;
      } else if (text[k] == ')' && --depth == 0) {
        return k + 1;
      }
    }
    return std::string::npos;
  };
  for (std::size_t i = 0; i < text.size();) {
    const char c = text[i];
    const char next = i + 1 < text.size() ? text[i + 1] : '\0';
    if (c == '-' && next == '-') {
      while (i < text.size() && text[i] != '\n') ++i;
    } else if (c == '/' && next == '*') {
      const std::size_t end = sql_block_comment_end(text, i);
      if (std::string_view(text).substr(i + 2, end - i - 2).find("/*") != std::string_view::npos) blank(text, i, end);
      i = end;
    } else if (c == '\'' || c == '"') {
      const std::size_t end = sql_literal_end(text, i);
      for (std::size_t k = i + 1; k + 1 < end; ++k) {
        if (text[k] != '\\') continue;
        if (text[k + 1] == c) text[k] = c;  // `\'` -> `''`
        ++k;
      }
      i = end;
    } else if (c == '`') {
      std::size_t k = i + 1;
      bool changed = false;
      for (; k < text.size() && text[k] != '`'; ++k) {
        if (!sql_name_char(text[k])) text[k] = '_', changed = true;
      }
      if (changed)
        quoted_names.push_back(
            {static_cast<std::uint32_t>(i), static_cast<std::uint32_t>(std::min(k + 1, text.size()))});
      i = k + 1;
    } else if (c == '<' && next == '=' && i + 2 < text.size() && text[i + 2] == '>') {
      text.replace(i, 3, " = ");
      i += 3;
    } else if (c == '=' && next == '=') {  // Spark's `==`, the same EqualTo as `=`
      text.replace(i, 2, " =");
      i += 2;
    } else if (word_at(i, "rlike")) {
      text.replace(i, 5, " LIKE");
      i += 5;
    } else if (word_at(i, "regexp")) {
      text.replace(i, 6, "  LIKE");
      i += 6;
    } else if (std::isdigit(static_cast<unsigned char>(c)) && (i == 0 || !sql_name_char(text[i - 1]))) {
      std::size_t k = i;
      while (k < text.size() && (std::isdigit(static_cast<unsigned char>(text[k])) || text[k] == '.')) ++k;
      std::size_t suffix = k;
      while (suffix < text.size() && std::isalpha(static_cast<unsigned char>(text[suffix]))) ++suffix;
      const std::string kind = to_lower(std::string_view(text).substr(k, suffix - k));
      if (kind == "l" || kind == "s" || kind == "y" || kind == "d" || kind == "f" || kind == "bd")
        blank(text, k, suffix);
      i = suffix;
    } else if (sql_name_char(c)) {
      std::size_t k = i;
      while (k < text.size() && sql_name_char(text[k])) ++k;
      const std::size_t arrow = skip_blanks(k);
      if (arrow + 1 < text.size() && text[arrow] == '=' && text[arrow + 1] == '>') {
        blank(text, i, arrow + 2);  // `format => 'json'`: the value alone
      } else if (k + 1 < text.size() && text[k] == ':' && text[k + 1] != ':' && (k == 0 || text[k - 1] != ':') &&
                 (std::isalpha(static_cast<unsigned char>(text[k + 1])) || text[k + 1] == '_' || text[k + 1] == '`' ||
                  text[k + 1] == '[')) {
        // `raw:device.id`, `raw:items[0].sku`: a path into the column's JSON text.
        std::size_t end = k;
        while (end < text.size()) {
          if (text[end] == ':' && end + 1 < text.size() && text[end + 1] != ':') {
            ++end;
          } else if (text[end] == '.' || sql_name_char(text[end])) {
            ++end;
          } else if (text[end] == '`') {
            const std::size_t close = text.find('`', end + 1);
            end = close == std::string::npos ? text.size() : close + 1;
          } else if (text[end] == '[') {
            const std::size_t close = text.find(']', end + 1);
            end = close == std::string::npos ? text.size() : close + 1;
          } else {
            break;
          }
        }
        blank(text, k, end);
        json_paths.push_back({static_cast<std::uint32_t>(k), static_cast<std::uint32_t>(end)});
        k = end;
      } else if (const std::size_t open = skip_blanks(k); word_at(i, "distinct") && char_at(open, '(') &&
                                                          char_at(skip_blanks(open + 1), '*') &&
                                                          char_at(skip_blanks(skip_blanks(open + 1) + 1), ')')) {
        // `SELECT distinct(*)`: Spark reads the parentheses around the star as nothing.
        text[open] = ' ';
        text[skip_blanks(skip_blanks(open + 1) + 1)] = ' ';
      } else if (word_at(i, "within") && word_at(skip_blanks(k), "group") &&
                 char_at(skip_blanks(skip_blanks(k) + 5), '(') &&
                 group_end(skip_blanks(skip_blanks(k) + 5)) != std::string::npos) {
        // An ordered-set aggregate's `WITHIN GROUP (ORDER BY x)` (`percentile_cont(0.5) WITHIN GROUP
        // (...)`, `mode() WITHIN GROUP (...)`), which the grammar does not take: blanked, the
        // aggregate call stays (https://spark.apache.org/docs/latest/sql-ref-syntax-qry-select-aggregate.html).
        const std::size_t end = group_end(skip_blanks(skip_blanks(k) + 5));
        blank(text, i, end);
        k = end;
      } else if (word_at(i, "lateral") && word_at(skip_blanks(k), "view")) {
        // LATERAL VIEW [OUTER] f(...) [table] [AS] c1, c2: the generated rows' columns are unknown.
        std::size_t at = skip_blanks(skip_blanks(k) + 4);
        if (word_at(at, "outer")) at = skip_blanks(at + 5);
        while (at < text.size() && (sql_name_char(text[at]) || text[at] == '.')) ++at;
        const std::size_t open = skip_blanks(at);
        const std::size_t close = open < text.size() && text[open] == '(' ? group_end(open) : std::string::npos;
        if (close != std::string::npos) {
          std::size_t end = close;
          for (bool more = true; more;) {
            std::size_t name = skip_blanks(end);
            if (word_at(name, "as")) name = skip_blanks(name + 2);
            std::size_t name_end = name;
            while (name_end < text.size() && sql_name_char(text[name_end])) ++name_end;
            const std::string_view word = std::string_view(text).substr(name, name_end - name);
            static constexpr auto kClauses = std::to_array<std::string_view>(
                {"where",   "group",      "order", "having", "limit",  "lateral",   "window",
                 "cluster", "distribute", "sort",  "union",  "except", "intersect", "join",
                 "inner",   "left",       "right", "full",   "cross",  "qualify"});
            if (name_end == name ||
                std::any_of(kClauses.begin(), kClauses.end(), [&](std::string_view w) { return iequals(word, w); }))
              break;
            end = name_end;
            const std::size_t comma = skip_blanks(end);
            more = comma < text.size() && text[comma] == ',';
            if (more) end = comma + 1;
          }
          blank(text, i, end);
          k = end;
        }
      }
      i = k;
    } else if (c == '*') {
      const std::size_t except = skip_blanks(i + 1);
      const std::size_t open = word_at(except, "except") ? skip_blanks(except + 6) : std::string::npos;
      if (open < text.size() && text[open] == '(' && group_end(open) != std::string::npos) {
        const std::size_t end = group_end(open);
        blank(text, except, end);
        i = end;
      } else {
        ++i;
      }
    } else {
      ++i;
    }
  }
}

DatabricksClauses blank_databricks_clauses(std::string_view sql) {
  DatabricksClauses out{std::string(sql), {}, {}, {}, {}, {}, {}, std::string(sql), {}, {}, {}};
  normalise_spark_sql(out.blanked, out.quoted_names, out.json_paths);
  // Pipeline parameters and a template's placeholders are names to the grammar: `${src}.raw`
  // reads as `__src_.raw`, `main.{db}.orders` as `main._db_.orders`.
  write_parameters_as_names(out.blanked);
  // Named parameter markers (`WHERE d > :min_d`, spark.sql's args={...}) are names to the grammar
  // too: `_min_d`. A colon after a name or a bracket is not one (`raw:field` paths, `x::int` casts).
  if (sql.find(':') != std::string_view::npos) {
    const std::vector<SqlWord> words = sql_words(sql, std::numeric_limits<std::size_t>::max(), false);
    for (std::size_t i = 0; i + 1 < words.size(); ++i) {
      const SqlWord& colon = words[i];
      const SqlWord& name = words[i + 1];
      if (colon.quoted || colon.text != ":" || !name.name() || name.quoted || name.offset != colon.offset + 1) continue;
      const bool after_operand = i > 0 && words[i - 1].offset + words[i - 1].length == colon.offset &&
                                 (words[i - 1].name() || words[i - 1].text == ":" || words[i - 1].text == "]" ||
                                  words[i - 1].text == ")");
      if (!after_operand) out.blanked[colon.offset] = '_';
    }
  }
  const std::string lower = to_lower(sql);
  if (lower.find("watermark") == std::string::npos && lower.find("stream") == std::string::npos &&
      lower.find("interval") == std::string::npos && lower.find("semi") == std::string::npos &&
      lower.find("anti") == std::string::npos && lower.find("qualify") == std::string::npos &&
      lower.find("all") == std::string::npos && lower.find("minus") == std::string::npos &&
      lower.find("distinct") == std::string::npos && lower.find("tablesample") == std::string::npos) {
    return out;
  }
  const std::vector<SqlWord> words = sql_words(sql, 4096, false);
  const auto is_word = [&](std::size_t i, std::string_view w) { return i < words.size() && !words[i].quoted && words[i].text == w; };
  for (std::size_t i = 0; i < words.size(); ++i) {
    const SqlWord& w = words[i];
    if (!w.quoted && w.text == "interval") quote_interval_value(out.blanked, w.offset + w.length);
    if ((is_word(i, "semi") || is_word(i, "anti")) && is_word(i + 1, "join")) {
      blank(out.blanked, w.offset, w.offset + w.length);
      out.join_kinds.emplace_back(static_cast<std::uint32_t>(words[i + 1].offset), w.text);
    }
  }
  for (std::size_t i = 1; i + 1 < words.size(); ++i) {
    const bool from_item = is_word(i - 1, "from") || is_word(i - 1, "join") || words[i - 1].text == ",";
    if (is_word(i, "stream") && from_item && words[i + 1].name() && !is_word(i + 2, "(")) {
      blank(out.blanked, words[i].offset, words[i].offset + words[i].length);
      out.stream_names.push_back(static_cast<std::uint32_t>(words[i + 1].offset));
    }
  }
  for (std::size_t i = 0; i < words.size(); ++i) {
    const bool minus =
        is_word(i, "minus") && i > 0 &&
        (is_word(i + 1, "select") || is_word(i + 1, "(") || is_word(i + 1, "all") || is_word(i + 1, "distinct"));
    if (!minus && !is_word(i, "union") && !is_word(i, "except") && !is_word(i, "intersect")) continue;
    std::string kind = minus ? "except" : words[i].text;
    if (minus) out.blanked.replace(words[i].offset, 5, "UNION");
    if (is_word(i + 1, "all") || is_word(i + 1, "distinct")) {
      if (!(is_word(i, "union") && is_word(i + 1, "all")))
        blank(out.blanked, words[i + 1].offset, words[i + 1].offset + words[i + 1].length);
      if (is_word(i + 1, "all")) kind += " all";
    }
    if (minus || kind != words[i].text) out.set_kinds.emplace_back(static_cast<std::uint32_t>(words[i].offset), kind);
  }
  // `t TABLESAMPLE (10 PERCENT)`, `(5 ROWS)`, `(BUCKET 1 OUT OF 4 ON x)` [REPEATABLE (seed)]
  // (https://spark.apache.org/docs/latest/sql-ref-syntax-qry-select-sampling.html).
  for (std::size_t i = 0; i + 1 < words.size(); ++i) {
    if (!is_word(i, "tablesample") || !is_word(i + 1, "(")) continue;
    std::size_t k = i + 1;
    for (int depth = 0; k < words.size(); ++k) {
      if (is_word(k, "(")) ++depth;
      if (is_word(k, ")") && --depth == 0) break;
    }
    if (k >= words.size()) continue;
    if (is_word(k + 1, "repeatable") && is_word(k + 2, "(") && is_word(k + 4, ")")) k += 4;
    out.samples.push_back(
        {static_cast<std::uint32_t>(words[i].offset), static_cast<std::uint32_t>(words[i].offset + words[i].length)});
    blank(out.blanked, words[i].offset, words[k].offset + words[k].length);
    i = k;
  }
  for (std::size_t i = 2; i < words.size(); ++i) {
    if (is_word(i, "all") && is_word(i - 1, "by") && is_word(i - 2, "group") && words[i].length == 3) {
      out.blanked.replace(words[i].offset, 3, "___");
      out.group_by_all.push_back(static_cast<std::uint32_t>(words[i].offset));
    }
  }
  // QUALIFY filters on window functions after they are computed
  // (https://docs.databricks.com/sql/language-manual/sql-ref-syntax-qry-select-qualify.html); the
  // clause ends at the next clause of its query, or where its query's parenthesis closes.
  static constexpr auto kAfterQualify = std::to_array<std::string_view>(
      {"order", "limit", "window", "cluster", "distribute", "sort", "union", "intersect", "except", "minus", "offset"});
  for (std::size_t i = 0; i < words.size(); ++i) {
    if (!is_word(i, "qualify")) continue;
    std::size_t end = sql.size(), k = i + 1;
    for (int depth = 0; k < words.size(); ++k) {
      if (is_word(k, "(")) ++depth;
      if (is_word(k, ")") && --depth < 0) break;
      if (depth == 0 && (is_word(k, ";") || std::any_of(kAfterQualify.begin(), kAfterQualify.end(),
                                                        [&](std::string_view w) { return is_word(k, w); }))) {
        break;
      }
      if (is_word(k, "over")) {
        out.qualify_overs.push_back({static_cast<std::uint32_t>(words[k].offset),
                                     static_cast<std::uint32_t>(words[k].offset + words[k].length)});
      }
    }
    if (k < words.size()) end = words[k].offset;
    blank(out.blanked, words[i].offset, end);
    i = k == 0 ? i : k - 1;
  }
  std::vector<SqlWatermark>& found = out.watermarks;
  for (std::size_t i = 0; i < words.size(); ++i) {
    if (!is_word(i, "watermark")) continue;
    std::size_t delay = i + 1;
    while (delay < words.size() && !(is_word(delay, "delay") && is_word(delay + 1, "of"))) ++delay;
    if (delay >= words.size() || !is_word(delay + 2, "interval")) continue;
    SqlWatermark w;
    // The named expression: `col`, or `expr AS name`.
    if (delay == i + 2 && words[i + 1].name()) w.column = words[i + 1].text;
    if (delay >= i + 3 && is_word(delay - 2, "as") && words[delay - 1].name()) w.column = words[delay - 1].text;
    // The interval: value-unit pairs (`10 SECONDS`, `'10' SECOND`, `1 HOUR 30 MINUTES`) or one
    // quoted literal (`'10 seconds'`).
    std::size_t at = words[delay + 2].offset + words[delay + 2].length, end = at;
    const auto blanks = [&](std::size_t k) {
      while (k < sql.size() && std::isspace(static_cast<unsigned char>(sql[k]))) ++k;
      return k;
    };
    for (;;) {
      std::size_t k = blanks(at);
      std::string value;
      if (k < sql.size() && (sql[k] == '\'' || sql[k] == '"')) {
        const std::size_t close = sql.find(sql[k], k + 1);
        if (close == std::string_view::npos) break;
        value = std::string(sql.substr(k + 1, close - k - 1));
        k = close + 1;
      } else {
        const std::size_t begin = k;
        while (k < sql.size() && (std::isdigit(static_cast<unsigned char>(sql[k])) || sql[k] == '.')) ++k;
        if (k == begin) break;
        value = std::string(sql.substr(begin, k - begin));
      }
      std::size_t u = blanks(k), unit_end = u;
      while (unit_end < sql.size() && std::isalpha(static_cast<unsigned char>(sql[unit_end]))) ++unit_end;
      const std::string unit = to_lower(sql.substr(u, unit_end - u));
      const bool is_unit = interval_unit(unit);
      w.delay += (w.delay.empty() ? "" : " ") + to_lower(value) + (is_unit ? " " + unit : "");
      end = is_unit ? unit_end : k;
      at = end;
      if (!is_unit) break;
    }
    if (end == words[delay + 2].offset + words[delay + 2].length) continue;  // no interval value
    w.at = {static_cast<std::uint32_t>(words[i].offset), static_cast<std::uint32_t>(end)};
    // (With the quote quote_interval_value put after the interval.)
    const bool quoted_after = end < sql.size() && out.blanked[end] == '\'' && sql[end] != '\'';
    blank(out.blanked, w.at.start, w.at.end + (quoted_after ? 1 : 0));
    found.push_back(std::move(w));
    while (i + 1 < words.size() && words[i + 1].offset < end) ++i;
  }
  return out;
}

class Reader {
 public:
  explicit Reader(std::string_view text, const DatabricksClauses* clauses = nullptr) : text_(text), clauses_(clauses) {}

  // Every accessor takes a null node (a child or field the broken text lacks): tree-sitter's own
  // functions dereference it. A null node has no type, no text, an empty span and no children.
  std::string_view type(TSNode n) const { return ts_node_is_null(n) ? std::string_view() : ts_node_type(n); }
  bool is(TSNode n, std::string_view t) const { return !ts_node_is_null(n) && type(n) == t; }
  std::string_view text(TSNode n) const {
    if (ts_node_is_null(n)) return {};
    const uint32_t s = ts_node_start_byte(n), e = ts_node_end_byte(n);
    if (s >= text_.size()) return {};
    // A quoted name the grammar was given with `_` for its spaces: as written.
    if (clauses_) {
      for (const SqlSpan& q : clauses_->quoted_names) {
        if (q.start <= s && e <= q.end) return std::string_view(clauses_->written).substr(s, e - s);
      }
    }
    return text_.substr(s, std::min<std::size_t>(e, text_.size()) - s);
  }
  SqlSpan span(TSNode n) const {
    if (ts_node_is_null(n)) return {};
    return {ts_node_start_byte(n), ts_node_end_byte(n)};
  }
  TSNode field(TSNode n, const char* name) const {
    if (ts_node_is_null(n)) return n;
    return ts_node_child_by_field_name(n, name, static_cast<uint32_t>(std::strlen(name)));
  }
  template <typename F>
  void for_each_named(TSNode n, F&& f) const {
    if (ts_node_is_null(n)) return;
    const uint32_t count = ts_node_named_child_count(n);
    for (uint32_t i = 0; i < count; ++i) f(ts_node_named_child(n, i));
  }
  TSNode child(TSNode n, std::string_view t) const {
    TSNode found{};
    for_each_named(n, [&](TSNode c) {
      if (ts_node_is_null(found) && is(c, t)) found = c;
    });
    return found;
  }
  // Calls f on every node under `n` (pre-order), not entering subqueries.
  void walk(TSNode n, const std::function<void(TSNode)>& f, int depth = 0) const {
    if (depth > kMaxDepth) return;
    f(n);
    for_each_named(n, [&](TSNode c) {
      if (!is(c, "subquery")) walk(c, f, depth + 1);
    });
  }

  // The last identifier of an object reference or field (`a.b.c` -> "c"), and the whole name.
  // An identifier as Spark names it: `quoted` without its backticks (`` doubles one inside).
  static std::string unquoted(std::string_view name) {
    if (name.size() < 2 || name.front() != '`' || name.back() != '`') return std::string(name);
    std::string out;
    const std::string_view inner = name.substr(1, name.size() - 2);
    for (std::size_t i = 0; i < inner.size(); ++i) {
      out.push_back(inner[i]);
      if (inner[i] == '`' && i + 1 < inner.size() && inner[i + 1] == '`') ++i;
    }
    return out;
  }
  std::string last_name(TSNode n) const {
    TSNode name = field(n, "name");
    return unquoted(text(ts_node_is_null(name) ? n : name));
  }
  std::string qualified_name(TSNode object_reference) const {
    std::string out;
    for_each_named(object_reference, [&](TSNode part) {
      if (is(part, "identifier")) out += (out.empty() ? "" : ".") + unquoted(text(part));
    });
    return out.empty() ? std::string(text(object_reference)) : out;
  }
  // The function a node calls when it is an invocation, lower-case; "" otherwise.
  std::string invoked(TSNode n) const {
    if (!is(n, "invocation")) return {};
    TSNode ref = child(n, "object_reference");
    return ts_node_is_null(ref) ? std::string() : to_lower(last_name(ref));
  }

  // What a cast converts, without its parentheses; null when `n` is no cast. Spark parses
  // `CAST(x AS t)`, `TRY_CAST(x AS t)` and `x::t` (Spark 4.0) to the same Cast expression
  // (https://spark.apache.org/docs/latest/sql-ref-syntax-qry-select.html, cast and try_cast
  // functions); the grammar reads the second as a call whose argument is aliased `x AS t`.
  TSNode cast_operand(TSNode n) const {
    TSNode operand{};
    if (is(n, "cast")) {
      operand = field(n, "parameter");
      if (ts_node_is_null(operand)) operand = ts_node_named_child(n, 0);  // x::t
    } else if (invoked(n) == "try_cast") {
      std::vector<TSNode> arguments;
      for_each_named(n, [&](TSNode c) {
        if (!is(c, "object_reference")) arguments.push_back(c);
      });
      if (arguments.size() == 1 && is(arguments[0], "term") && !ts_node_is_null(field(arguments[0], "alias"))) {
        operand = field(arguments[0], "value");
      }
    }
    while (is(operand, "parenthesized_expression")) operand = ts_node_named_child(operand, 0);
    return operand;
  }

  std::vector<std::string> columns_in(TSNode n) const {
    std::vector<std::string> out;
    walk(n, [&](TSNode c) {
      if (is(c, "field")) out.push_back(last_name(c));
    });
    return out;
  }

  SqlColumn column(TSNode term) const {
    // A select-list `term` (value: ..., alias: ...) or a bare GROUP BY expression.
    SqlColumn col;
    TSNode value = is(term, "term") ? field(term, "value") : term;
    if (ts_node_is_null(value)) value = term;
    if (is(term, "term")) {
      TSNode alias = field(term, "alias");
      if (!ts_node_is_null(alias)) col.alias = unquoted(text(alias));
    }
    col.at = span(term);
    col.columns = columns_in(value);
    col.text = std::string(text(value));
    // CAST(value AS STRING) is named after its column, as Column.cast keeps it: Spark's analyzer
    // (ResolveAliases) aliases a Cast of a named column with that column's name, which the Kafka
    // guide's sink relies on (`selectExpr("CAST(key AS STRING)", "CAST(value AS STRING)")`,
    // https://spark.apache.org/docs/latest/streaming/structured-streaming-kafka-integration.html).
    if (const TSNode operand = cast_operand(value); is(operand, "field") && !ts_node_eq(operand, value)) {
      value = operand;
      col.cast = true;
    }
    const std::string function = invoked(value);
    if (is(value, "field")) {
      col.kind = SqlColumn::Kind::Column;
      col.name = last_name(value);
    } else if (function == "window" || function == "session_window") {
      col.kind = function == "window" ? SqlColumn::Kind::Window : SqlColumn::Kind::SessionWindow;
      TSNode first{};
      for_each_named(value, [&](TSNode p) {
        if (ts_node_is_null(first) && !is(p, "object_reference")) first = p;
      });
      if (is(first, "term")) first = field(first, "value");
      if (is(first, "field")) col.name = last_name(first);
    } else if (function == "window_time" && col.columns.size() == 1) {
      // The event time of a window column (streaming-facts.md §2.6), read as calls.cpp reads it.
      col.kind = SqlColumn::Kind::Column;
      col.name = col.columns.front();
    } else if (!function.empty() && is_aggregate_function(function)) {
      col.kind = SqlColumn::Kind::Aggregate;
    }
    if (col.kind == SqlColumn::Kind::Aggregate || col.kind == SqlColumn::Kind::Other) {
      bool aggregate = false;
      std::vector<SqlSpan> windows;
      aggregates_and_windows(value, aggregate, windows, &col.distinct_aggregate);
    }
    if (col.kind == SqlColumn::Kind::Column && clauses_) {
      const SqlSpan at = span(value);
      for (const SqlSpan& path : clauses_->json_paths) {
        if (at.start <= path.start && path.start <= at.end)
          col = {SqlColumn::Kind::Other, "", col.alias, col.columns, col.text, false, col.at};
      }
    }
    return col;
  }

  // A GROUP BY key: an ordinal (`GROUP BY 1`, spark.sql.groupByOrdinal) or a select-list alias
  // (`GROUP BY w` for `window(ts, ...) AS w`, spark.sql.groupByAliases) is that select-list term,
  // located at the key. An alias that is also a column the select list reads is that column, as
  // Spark resolves names against the input first.
  SqlColumn group_key(TSNode key, const std::vector<SqlColumn>& select) const {
    SqlColumn col = column(key);
    const SqlColumn* chosen = nullptr;
    if (const std::string_view digits = text(key); !digits.empty() && digits.size() <= 3 &&
        std::all_of(digits.begin(), digits.end(), [](char ch) { return ch >= '0' && ch <= '9'; })) {
      const std::size_t n = static_cast<std::size_t>(std::stoi(std::string(digits)));
      if (n >= 1 && n <= select.size()) chosen = &select[n - 1];
    } else if (col.kind == SqlColumn::Kind::Column) {
      const auto named = [&](const SqlColumn& c) { return iequals(c.alias, col.name); };
      const auto reads = [&](const SqlColumn& c) {
        return std::any_of(c.columns.begin(), c.columns.end(), [&](const std::string& n) { return iequals(n, col.name); });
      };
      const auto it = std::find_if(select.begin(), select.end(), named);
      if (it != select.end() && std::none_of(select.begin(), select.end(), reads)) chosen = &*it;
    }
    SqlColumn out = chosen ? *chosen : col;
    out.alias.clear();
    out.at = col.at;
    // A key CAST(ts AS DATE) is a value computed from ts, not ts (the watermark stays on ts).
    if (out.cast) out.kind = SqlColumn::Kind::Other;
    return out;
  }

  // Aggregate calls outside window functions, and the OVERs, under `n`; `distinct`, when given, is
  // set by an aggregate call over DISTINCT (`count(DISTINCT x)`, the invocation's keyword).
  void aggregates_and_windows(TSNode n, bool& aggregate, std::vector<SqlSpan>& windows,
                              bool* distinct = nullptr) const {
    std::function<void(TSNode, int)> visit = [&](TSNode c, int depth) {
      if (depth > kMaxDepth || is(c, "subquery")) return;
      if (is(c, "window_function")) {
        TSNode over = child(c, "keyword_over");
        windows.push_back(span(ts_node_is_null(over) ? c : over));
        return;  // sum(x) OVER (...) is a window function, not an aggregation
      }
      if (const std::string function = invoked(c); !function.empty() && is_aggregate_function(function)) {
        aggregate = true;
        if (distinct && (!ts_node_is_null(child(c, "keyword_distinct")) || is_distinct_aggregate_function(function)))
          *distinct = true;
      }
      for_each_named(c, [&](TSNode g) { visit(g, depth + 1); });
    };
    visit(n, 0);
  }

  // The column pairs `n` equates in its top-level AND (SqlEquatedColumns): an OR, or any other
  // operator, above an equality hides it.
  void equated_columns(TSNode n, SqlEquatedColumns& out, int depth = 0) const {
    while (is(n, "parenthesized_expression")) n = ts_node_named_child(n, 0);
    if (depth > kMaxDepth || !is(n, "binary_expression")) return;
    const TSNode op = field(n, "operator");
    const TSNode left = field(n, "left");
    const TSNode right = field(n, "right");
    if (is(op, "keyword_and")) {
      equated_columns(left, out, depth + 1);
      equated_columns(right, out, depth + 1);
    } else if (text(op) == "=" && is(left, "field") && is(right, "field")) {
      out.emplace_back(last_name(left), last_name(right));
    }
  }

  SqlRelation relation(TSNode node, int depth) const {
    SqlRelation r;
    r.at = span(node);
    TSNode sub = child(node, "subquery");
    TSNode invocation = child(node, "invocation");
    TSNode ref = child(node, "object_reference");
    TSNode alias = field(node, "alias");
    if (!ts_node_is_null(sub)) {
      r.kind = SqlRelation::Kind::Subquery;
      if (depth < kMaxDepth) r.subquery = std::make_shared<const SqlSelect>(select(sub, depth + 1));
    } else if (!ts_node_is_null(invocation) && invoked(invocation) == "stream") {
      // Lakeflow's STREAM(t): a streaming read of t.
      r.kind = SqlRelation::Kind::Stream;
      TSNode arg{};
      for_each_named(invocation, [&](TSNode p) {
        if (ts_node_is_null(arg) && !is(p, "object_reference")) arg = p;
      });
      r.name = std::string(text(arg));
      if (!r.name.empty() && r.name.front() == '(') r.name = r.name.substr(1, r.name.size() - 2);
    } else if (!ts_node_is_null(ref) && iequals(qualified_name(ref), "stream") && !ts_node_is_null(alias)) {
      r.kind = SqlRelation::Kind::Stream;  // `STREAM t` reads as table STREAM with alias t
      r.name = std::string(text(alias));
    } else if (!ts_node_is_null(ref)) {
      const auto& streams = clauses_ ? clauses_->stream_names : std::vector<std::uint32_t>{};
      const bool stream = std::find(streams.begin(), streams.end(), ts_node_start_byte(ref)) != streams.end();
      r.kind = stream ? SqlRelation::Kind::Stream : SqlRelation::Kind::Table;
      r.name = qualified_name(ref);
      // A CTE in scope (the innermost of that name) shadows a table or view.
      const std::string key = to_lower(r.name);
      for (auto it = ctes_.rbegin(); !stream && it != ctes_.rend(); ++it) {
        if (it->first != key) continue;
        r.kind = SqlRelation::Kind::Subquery;
        r.subquery = it->second;
        break;
      }
    }
    // A WATERMARK clause sits after the relation's name (or subquery), before its alias if any:
    // inside the relation's span, or right after it (only the blanks it left between).
    const std::uint32_t after = ts_node_is_null(sub) ? r.at.start : span(sub).end;
    for (const SqlWatermark& w : clauses_ ? clauses_->watermarks : std::vector<SqlWatermark>{}) {
      const bool inside = w.at.start >= after && w.at.start < r.at.end;
      const bool next = w.at.start >= r.at.end && w.at.start <= text_.size() &&
                        text_.substr(r.at.end, w.at.start - r.at.end).find_first_not_of(" \t\r\n") == std::string_view::npos;
      if (inside || next) r.watermark = w;
    }
    return r;
  }

  SqlJoin join(TSNode node, int depth) const {
    SqlJoin j;
    std::string type;
    bool keyword_seen = false;
    for_each_named(node, [&](TSNode c) {
      const std::string_view t = type_of(c);
      if (t == "relation") {
        j.relation = relation(c, depth);
      } else if (t.starts_with("keyword_") && t != "keyword_on" && t != "keyword_using" && !keyword_seen) {
        if (t == "keyword_join") {
          keyword_seen = true;
          j.at = {ts_node_start_byte(node), ts_node_end_byte(c)};
          for (const auto& [at, kind] : clauses_ ? clauses_->join_kinds : decltype(clauses_->join_kinds){}) {
            if (at == ts_node_start_byte(c)) type += (type.empty() ? "left " : " ") + kind;  // SEMI JOIN is LEFT SEMI
          }
        } else {
          type += (type.empty() ? "" : " ") + std::string(t.substr(8));
        }
      } else if (t == "list") {
        j.using_columns = columns_in(c);
        for (TSNode col : named_descendants(c, "column")) j.using_columns.push_back(std::string(text(col)));
        j.columns = j.using_columns;
      }
    });
    TSNode predicate = field(node, "predicate");
    if (!ts_node_is_null(predicate)) {
      j.condition = std::string(text(predicate));
      j.columns = columns_in(predicate);
      equated_columns(predicate, j.equated);
    }
    j.type = type.empty() ? (is(node, "cross_join") ? "cross" : "inner") : type;
    return j;
  }

  std::vector<TSNode> named_descendants(TSNode n, std::string_view t) const {
    std::vector<TSNode> out;
    walk(n, [&](TSNode c) {
      if (is(c, t)) out.push_back(c);
    });
    return out;
  }

  std::string_view type_of(TSNode n) const { return type(n); }

  // A query: `container` holds a `select` and a `from`, or a set operation of them (a statement,
  // create_query or subquery).
  SqlSelect select(TSNode container, int depth) const {
    // `WITH a AS (...), b AS (...) SELECT ...`: each CTE is a named subquery the query (and the
    // CTEs after it) can read; the names go out of scope with the query.
    const std::size_t outer_ctes = ctes_.size();
    for_each_named(container, [&](TSNode c) {
      if (!is(c, "cte") || depth >= kMaxDepth) return;
      TSNode name{}, query{};
      for_each_named(c, [&](TSNode p) {
        if (ts_node_is_null(name) && is(p, "identifier")) name = p;
        if (ts_node_is_null(query) && is(p, "statement")) query = p;
      });
      if (ts_node_is_null(name) || ts_node_is_null(query)) return;
      auto cte = std::make_shared<const SqlSelect>(select(query, depth + 1));
      ctes_.emplace_back(to_lower(unquoted(text(name))), std::move(cte));
    });
    TSNode set = child(container, "set_operation");
    SqlSelect q = !ts_node_is_null(set) ? set_operation(set, depth)
                                        : select(child(container, "select"), child(container, "from"), depth);
    ctes_.resize(outer_ctes);
    return q;
  }

  // `SELECT ... FROM ... UNION ALL SELECT ... FROM ...`: the first query, the others its set operations.
  SqlSelect set_operation(TSNode set, int depth) const {
    std::vector<std::pair<TSNode, TSNode>> parts;  // (select, from)
    std::vector<std::pair<SqlSpan, std::string>> operations;  // the keywords between parts
    for_each_named(set, [&](TSNode c) {
      const std::string_view t = type_of(c);
      if (t == "select") {
        parts.push_back({c, TSNode{}});
      } else if (t == "from" && !parts.empty()) {
        parts.back().second = c;
      } else if (t.starts_with("keyword_") && !parts.empty()) {
        if (operations.size() < parts.size()) operations.push_back({span(c), std::string(t.substr(8))});
        else {
          operations.back().first.end = ts_node_end_byte(c);
          operations.back().second += " " + std::string(t.substr(8));
        }
      }
    });
    if (parts.empty()) return {};
    for (auto& operation : operations) {
      const auto& real = clauses_ ? clauses_->set_kinds : std::vector<std::pair<std::uint32_t, std::string>>{};
      const std::uint32_t at = operation.first.start;
      const auto found = std::find_if(real.begin(), real.end(), [&](const auto& k) { return k.first == at; });
      if (found != real.end()) operation.second = found->second;
    }
    SqlSelect q = select(parts[0].first, parts[0].second, depth);
    for (std::size_t i = 1; i < parts.size() && i - 1 < operations.size() && depth < kMaxDepth; ++i) {
      q.set_operations.push_back({std::make_shared<const SqlSelect>(select(parts[i].first, parts[i].second, depth + 1)),
                                  operations[i - 1].second, operations[i - 1].first});
    }
    return q;
  }

  SqlSelect select(TSNode sel, TSNode from, int depth) const {
    SqlSelect q;
    if (!ts_node_is_null(sel)) {
      q.at = span(sel);
      TSNode distinct = child(sel, "keyword_distinct");
      if (!ts_node_is_null(distinct)) q.distinct = span(distinct);
      TSNode list = child(sel, "select_expression");
      for_each_named(list, [&](TSNode term) {
        TSNode value = is(term, "term") ? field(term, "value") : term;
        if (is(value, "all_fields")) {
          q.select_all = true;
          return;
        }
        q.select.push_back(column(term));
      });
      aggregates_and_windows(list, q.aggregates, q.window_functions);
    }
    if (ts_node_is_null(from)) return q;
    // A TABLESAMPLE of this FROM's relations (one inside a subquery relation is that query's).
    if (clauses_) {
      const std::uint32_t from_end = ts_node_end_byte(from);
      for (const SqlSpan& sample : clauses_->samples) {
        // Inside the clause, or just after it (the blanked sample ends the last relation).
        const bool after =
            sample.start >= from_end && clauses_->blanked.find_first_not_of(" \t\r\n", from_end) >= sample.start;
        if (sample.start < ts_node_start_byte(from) || (sample.end > from_end && !after)) continue;
        bool nested = false;
        for_each_named(from, [&](TSNode c) {
          const TSNode inner = type_of(c) == "relation" ? child(c, "subquery") : TSNode{};
          nested = nested || (!ts_node_is_null(inner) && ts_node_start_byte(inner) <= sample.start &&
                              sample.end <= ts_node_end_byte(inner));
        });
        if (!nested && !q.sample) q.sample = sample;
      }
    }
    std::vector<std::size_t> comma_joins;  // `FROM a, b`: joins whose condition is the WHERE
    TSNode where{};
    for_each_named(from, [&](TSNode c) {
      const std::string_view t = type_of(c);
      if (t == "relation" && !q.from) {
        q.from = relation(c, depth);
      } else if (t == "relation") {
        SqlJoin j;
        j.relation = relation(c, depth);
        j.type = "inner";
        j.at = j.relation.at;
        comma_joins.push_back(q.joins.size());
        q.joins.push_back(std::move(j));
      } else if (t == "join" || t == "cross_join" || t == "lateral_join") {
        q.joins.push_back(join(c, depth));
      } else if (t == "where") {
        q.where = keywords_span(c);
        where = field(c, "predicate");
      } else if (t == "group_by") {
        q.group_by = keywords_span(c);
        bool having = false;  // the grammar puts `HAVING predicate` inside group_by: no key
        for_each_named(c, [&](TSNode key) {
          if (having || type_of(key) == "keyword_having") {
            having = true;
            return;
          }
          if (type_of(key).starts_with("keyword_")) return;
          const auto& all = clauses_ ? clauses_->group_by_all : std::vector<std::uint32_t>{};
          if (std::find(all.begin(), all.end(), ts_node_start_byte(key)) != all.end()) {
            // GROUP BY ALL (Databricks SQL, Spark 3.4+): every select-list term without an aggregate
            // (https://docs.databricks.com/sql/language-manual/sql-ref-syntax-qry-select-groupby.html).
            for (const SqlColumn& c2 : q.select) {
              if (c2.kind != SqlColumn::Kind::Aggregate) q.group_keys.push_back(c2);
            }
            return;
          }
          q.group_keys.push_back(group_key(key, q.select));
        });
      } else if (t == "order_by") {
        q.order_by = keywords_span(c);
      } else if (t == "limit") {
        q.limit = keywords_span(c);
      }
    });
    for (const std::size_t i : comma_joins) {
      if (ts_node_is_null(where)) continue;
      q.joins[i].condition = std::string(text(where));
      q.joins[i].columns = columns_in(where);
      equated_columns(where, q.joins[i].equated);
    }
    return q;
  }

  // From a clause's first keyword to its last leading keyword (`GROUP BY`, `ORDER BY`, `WHERE`).
  SqlSpan keywords_span(TSNode clause) const {
    SqlSpan s{ts_node_start_byte(clause), ts_node_start_byte(clause)};
    bool leading = true;
    for_each_named(clause, [&](TSNode c) {
      if (leading && type_of(c).starts_with("keyword_")) s.end = ts_node_end_byte(c);
      else leading = false;
    });
    if (s.end == s.start) s.end = ts_node_end_byte(clause);
    return s;
  }

 private:
  std::string_view text_;
  const DatabricksClauses* clauses_;
  // The CTEs in scope while a query is read, innermost last: (lower-case name, its query).
  mutable std::vector<std::pair<std::string, std::shared_ptr<const SqlSelect>>> ctes_;
};

}  // namespace

const TSLanguage* sql_language() { return tree_sitter_sql(); }

namespace {

// The same SQL text is often written many times (one selectExpr per query, a view read by every
// job of a notebook): each thread keeps what it read, by text, up to a bound.
template <typename T, typename Read>
const T& cached(std::string_view text, Read read) {
  thread_local std::unordered_map<std::string, T> cache;
  if (auto it = cache.find(std::string(text)); it != cache.end()) return it->second;
  if (cache.size() >= 4096) cache.clear();
  return cache.emplace(std::string(text), read(text)).first->second;
}

SqlStatementModel read_statement(std::string_view written) {
  SqlStatementModel model;
  const DatabricksClauses clauses = blank_databricks_clauses(written);
  const std::string_view sql = clauses.blanked;
  Tree tree = parse(sql);
  if (!tree) return model;
  const TSNode root = ts_tree_root_node(tree.get());
  const Reader r(sql, &clauses);
  TSNode statement = r.child(root, "statement");
  if (ts_node_is_null(statement) || ts_node_has_error(statement)) return model;
  model.readable = true;
  if (TSNode view = r.child(statement, "create_view"); !ts_node_is_null(view)) {
    model.kind = SqlStatementModel::Kind::CreateView;
    TSNode ref = r.child(view, "object_reference");
    model.view_name = ts_node_is_null(ref) ? std::string() : r.qualified_name(ref);
    r.for_each_named(view, [&](TSNode c) {
      if (r.is(c, "keyword_temp") || r.is(c, "keyword_temporary")) model.view_temporary = true;
    });
    model.view_global = r.text(view).size() > 0 && to_lower(r.text(view)).find(" global ") != std::string::npos;
    TSNode query = r.child(view, "create_query");
    if (!ts_node_is_null(query)) model.query = r.select(query, 0);
  } else if (!ts_node_is_null(r.child(statement, "select")) || !ts_node_is_null(r.child(statement, "set_operation"))) {
    model.kind = SqlStatementModel::Kind::Query;
    model.query = r.select(statement, 0);
  }
  // A window function in a QUALIFY is one of the query's (wherever it is nested, it reads the same stream).
  auto& windows = model.query.window_functions;
  windows.insert(windows.end(), clauses.qualify_overs.begin(), clauses.qualify_overs.end());
  return model;
}

SqlExpression read_expression(std::string_view text) {
  // Parsed as a select-list term, then offsets back into `text`.
  constexpr std::string_view kPrefix = "SELECT ";
  const DatabricksClauses clauses = blank_databricks_clauses(std::string(kPrefix) + std::string(text));
  const std::string& sql = clauses.blanked;
  SqlExpression e;
  Tree tree = parse(sql);
  if (!tree) return e;
  const TSNode root = ts_tree_root_node(tree.get());
  if (ts_node_has_error(root)) return e;
  const Reader r(sql, &clauses);
  TSNode statement = r.child(root, "statement");
  TSNode list = r.child(r.child(statement, "select"), "select_expression");
  if (ts_node_is_null(list)) return e;
  e.readable = true;
  r.aggregates_and_windows(list, e.aggregate, e.window_functions, &e.distinct_aggregate);
  const auto unprefixed = [&](SqlSpan& s) {
    s.start -= static_cast<std::uint32_t>(kPrefix.size());
    s.end -= static_cast<std::uint32_t>(kPrefix.size());
  };
  for (SqlSpan& w : e.window_functions) unprefixed(w);
  e.columns = r.columns_in(list);
  const TSNode first = ts_node_named_child(list, 0);
  if (!ts_node_is_null(first)) {
    e.term = r.column(first);
    unprefixed(e.term.at);
    const TSNode value = r.is(first, "term") ? r.field(first, "value") : first;
    r.equated_columns(ts_node_is_null(value) ? first : value, e.equated);
  }
  // A JSON path without an alias (`selectExpr("raw:device.id")`) is named after its last field,
  // which the blanked text no longer shows: unknown, as the grammar alone left it.
  if (!clauses.json_paths.empty() && e.term.alias.empty()) e.readable = false;
  return e;
}

}  // namespace

SqlStatementModel read_sql_statement(std::string_view sql) { return cached<SqlStatementModel>(sql, read_statement); }

SqlExpression read_sql_expression(std::string_view text) { return cached<SqlExpression>(text, read_expression); }

std::optional<SqlSetCommand> read_sql_set(std::string_view sql) {
  const auto blank = [](char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; };
  std::size_t at = 0;
  while (at < sql.size() && blank(sql[at])) ++at;
  if (sql.size() < at + 4 || !iequals(sql.substr(at, 3), "set") || !blank(sql[at + 3])) return std::nullopt;
  const std::size_t equals = sql.find('=', at + 4);
  if (equals == std::string_view::npos) return std::nullopt;
  std::size_t key_start = at + 4, key_end = equals;
  while (key_start < key_end && blank(sql[key_start])) ++key_start;
  while (key_end > key_start && blank(sql[key_end - 1])) --key_end;
  if (key_end - key_start >= 2 && sql[key_start] == '`' && sql[key_end - 1] == '`') ++key_start, --key_end;
  if (key_start == key_end) return std::nullopt;
  std::string_view value = sql.substr(equals + 1);
  while (!value.empty() && (blank(value.back()) || value.back() == ';')) value.remove_suffix(1);
  while (!value.empty() && blank(value.front())) value.remove_prefix(1);
  if (value.size() >= 2 && (value.front() == '\'' || value.front() == '"') && value.back() == value.front()) {
    value = value.substr(1, value.size() - 2);
  }
  const auto value_start = static_cast<std::uint32_t>(value.data() - sql.data());
  return SqlSetCommand{std::string(sql.substr(key_start, key_end - key_start)),
                       std::string(value),
                       {static_cast<std::uint32_t>(key_start), static_cast<std::uint32_t>(key_end)},
                       {value_start, value_start + static_cast<std::uint32_t>(value.size())}};
}

}  // namespace streamlint::analysis
