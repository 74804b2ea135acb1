#include "analysis/sql_file.h"

#include <algorithm>
#include <cctype>

#include "analysis/sql/pipeline_sql.h"
#include "analysis/text_util.h"

namespace streamlint::analysis {
namespace {

// Walks a SQL text once, telling the caller where comments and statement separators are.
struct SqlScanner {
  std::string_view text;
  std::size_t i = 0;
  TextPoint point;

  bool done() const { return i >= text.size(); }
  char at(std::size_t k) const { return k < text.size() ? text[k] : '\0'; }
  void step() {
    if (text[i] == '\n') {
      ++point.row;
      point.column = 0;
    } else {
      ++point.column;
    }
    ++i;
  }
  // Skips a quoted run starting at i. The quote doubles as its own escape ('it''s'), and in string
  // literals (not `identifiers`) a backslash escapes the next character ('it\'s'), as Spark SQL
  // reads them by default (spark.sql.parser.escapedStringLiterals=false).
  void skip_quoted() {
    const char quote = text[i];
    step();
    while (!done()) {
      if (text[i] == '\\' && quote != '`' && i + 1 < text.size()) {
        step();
        step();
      } else if (text[i] == quote && at(i + 1) == quote) {
        step();
        step();
      } else if (text[i] == quote) {
        step();
        return;
      } else {
        step();
      }
    }
  }
  bool at_line_comment() const { return text[i] == '-' && at(i + 1) == '-'; }
  bool at_block_comment() const { return text[i] == '/' && at(i + 1) == '*'; }
  void skip_line_comment() {
    while (!done() && text[i] != '\n') step();
  }
  void skip_block_comment() {
    for (const std::size_t end = sql_block_comment_end(text, i); i < end;) step();
  }
};

}  // namespace

bool is_sql_path(std::string_view path) {
  return path.size() >= 4 && iequals(path.substr(path.size() - 4), ".sql");
}

std::vector<SqlStatement> split_sql_statements(std::string_view text) {
  std::vector<SqlStatement> out;
  SqlScanner s{text, 0, {}};
  // A UTF-8 byte order mark (editors on Windows write one) is not the first statement's text.
  if (text.starts_with("\xEF\xBB\xBF")) {
    for (int k = 0; k < 3; ++k) s.step();
  }
  bool in_statement = false;
  SourceRange current;
  auto finish = [&] {
    if (in_statement) {
      // A literal left open runs to the end of the text: its trailing blanks stay out too.
      while (current.end_byte > current.start_byte + 1 &&
             std::isspace(static_cast<unsigned char>(text[current.end_byte - 1]))) {
        --current.end_byte;
      }
      out.push_back({std::string(text.substr(current.start_byte, current.end_byte - current.start_byte)),
                     Span{nullptr, 0, current.start_byte, current.end_byte}});
    }
    in_statement = false;
  };
  while (!s.done()) {
    const char c = text[s.i];
    if (s.at_line_comment()) {
      // A Databricks SQL notebook export's cell separator ends a statement: cells need no `;`.
      const std::size_t from = s.i;
      s.skip_line_comment();
      std::string_view line = text.substr(from, s.i - from);
      while (!line.empty() && (line.back() == '\r' || line.back() == ' ' || line.back() == '\t')) line.remove_suffix(1);
      if (line == "-- COMMAND ----------") finish();
    } else if (s.at_block_comment()) {
      s.skip_block_comment();
    } else if (c == ';') {
      finish();
      s.step();
    } else if (std::isspace(static_cast<unsigned char>(c))) {
      s.step();
    } else {
      if (!in_statement) {
        in_statement = true;
        current.start_byte = static_cast<uint32_t>(s.i);
        current.start = s.point;
      }
      if (c == '\'' || c == '"' || c == '`') {
        s.skip_quoted();
      } else {
        s.step();
      }
      current.end_byte = static_cast<uint32_t>(s.i);  // the last token's end: trailing blanks stay out
      current.end = s.point;
    }
  }
  finish();
  return out;
}

std::vector<NoqaComment> find_sql_noqa_comments(std::string_view text) {
  std::vector<NoqaComment> out;
  SqlScanner s{text, 0, {}};
  while (!s.done()) {
    const char c = text[s.i];
    if (s.at_line_comment()) {
      const SourceRange start{static_cast<uint32_t>(s.i), 0, s.point, {}};
      s.skip_line_comment();
      SourceRange comment = start;
      comment.end_byte = static_cast<uint32_t>(s.i);
      comment.end = s.point;
      if (auto noqa = parse_noqa_comment(text.substr(comment.start_byte, comment.end_byte - comment.start_byte),
                                         comment, kDashesNoqa)) {
        out.push_back(std::move(*noqa));
      }
    } else if (s.at_block_comment()) {
      s.skip_block_comment();
    } else if (c == '\'' || c == '"' || c == '`') {
      s.skip_quoted();
    } else {
      s.step();
    }
  }
  // A comment on a line of a statement is in its logical line: from its first line to its last.
  const auto statements = sql_statement_rows(text);
  for (NoqaComment& c : out) {
    for (const auto& [first, last] : statements) {
      if (c.row < first || c.row > last) continue;
      c.first_row = first;
      c.last_row = last;
      break;
    }
  }
  return out;
}

std::vector<std::pair<std::uint32_t, std::uint32_t>> sql_statement_rows(std::string_view text) {
  std::vector<std::uint32_t> line_starts{0};
  for (std::size_t i = text.find('\n'); i != std::string_view::npos; i = text.find('\n', i + 1)) {
    line_starts.push_back(static_cast<std::uint32_t>(i + 1));
  }
  const auto row_of = [&](std::uint32_t byte) {
    return static_cast<std::uint32_t>(std::upper_bound(line_starts.begin(), line_starts.end(), byte) - line_starts.begin() - 1);
  };
  std::vector<std::pair<std::uint32_t, std::uint32_t>> rows;
  for (const SqlStatement& statement : split_sql_statements(text)) {
    rows.emplace_back(row_of(statement.range.start), row_of(statement.range.end));
  }
  return rows;
}

}  // namespace streamlint::analysis
