#include "analysis/notebook.h"

#include <algorithm>
#include <cctype>

#include "analysis/text_util.h"

namespace streamlint::analysis {
namespace {

constexpr std::string_view kHeader = "# Databricks notebook source";
constexpr std::string_view kSeparator = "# COMMAND ----------";

// Calls f(line_start, line_end_without_newline, row) for every line.
template <typename F>
void for_each_line(std::string_view text, F&& f) {
  std::size_t start = 0;
  std::uint32_t row = 0;
  while (start <= text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    f(start, end, row);
    if (end == text.size()) break;
    start = end + 1;
    ++row;
  }
}

std::string_view trim_right(std::string_view s) {
  while (!s.empty() && (s.back() == '\r' || s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  return s;
}

}  // namespace

bool is_databricks_notebook(std::string_view text) {
  if (starts_with(text, "\xEF\xBB\xBF")) text.remove_prefix(3);  // UTF-8 BOM
  return starts_with(text, kHeader);
}

namespace {

// `files = !ls` or `out = %sx ls` (IPython: a shell command's or a magic's output assigned): where
// the command starts, or npos. The target may be names, attributes, subscripts and tuples.
std::size_t assigned_magic(std::string_view line) {
  const std::size_t eq = line.find('=');
  if (eq == std::string_view::npos || eq == 0 || (eq + 1 < line.size() && line[eq + 1] == '=')) return std::string_view::npos;
  bool named = false;
  for (std::size_t k = 0; k < eq; ++k) {
    const unsigned char c = static_cast<unsigned char>(line[k]);
    if (std::isalnum(c) || c == '_' || c >= 0x80) named = true;
    else if (c != ' ' && c != '\t' && c != '.' && c != ',' && c != '[' && c != ']' && c != '(' && c != ')' && c != '\'' && c != '"') return std::string_view::npos;
  }
  std::size_t k = eq + 1;
  while (k < line.size() && (line[k] == ' ' || line[k] == '\t')) ++k;
  return named && k < line.size() && (line[k] == '!' || line[k] == '%') ? k : std::string_view::npos;
}

// `pip install x` (IPython's automagic: `pip` and `conda` run as their line magics without the
// `%`): a name, a blank and a word is no Python statement.
bool automagic(std::string_view line) {
  for (std::string_view magic : {"pip ", "conda ", "mamba "}) {
    if (!line.starts_with(magic)) continue;
    const std::size_t word = line.find_first_not_of(" \t", magic.size());
    return word != std::string_view::npos && std::isalpha(static_cast<unsigned char>(line[word]));
  }
  return false;
}

}  // namespace

std::string mask_magic_lines(std::string_view text) {
  std::string out(text);
  for_each_line(text, [&](std::size_t start, std::size_t end, std::uint32_t) {
    std::size_t i = start;
    while (i < end && (text[i] == ' ' || text[i] == '\t')) ++i;
    std::size_t from = i < end && (text[i] == '%' || text[i] == '!' || automagic(text.substr(i, end - i)))
                           ? start
                           : std::string_view::npos;
    std::string_view value;  // what an assigned command becomes: a value of its own length
    if (from == std::string_view::npos) {
      const std::size_t at = assigned_magic(text.substr(start, end - start));
      if (at == std::string_view::npos) return;
      from = start + at;
      value = end - from >= 3 ? "..." : "0";
    }
    for (std::size_t k = from; k < end; ++k) {
      if (out[k] != '\r') out[k] = k - from < value.size() ? value[k - from] : ' ';
    }
  });
  return out;
}

std::vector<SourceRange> notebook_cells(std::string_view text) { return notebook_cells(text, kSeparator); }

std::vector<SourceRange> notebook_cells(std::string_view text, std::string_view separator) {
  std::vector<SourceRange> cells;
  SourceRange current{0, 0, {0, 0}, {0, 0}};
  for_each_line(text, [&](std::size_t start, std::size_t end, std::uint32_t row) {
    if (trim_right(text.substr(start, end - start)) == separator) {
      current.end_byte = static_cast<uint32_t>(start);
      current.end = {row, 0};
      cells.push_back(current);
      const std::size_t next = end < text.size() ? end + 1 : end;
      current = {static_cast<uint32_t>(next), 0, {row + 1, 0}, {0, 0}};
    }
  });
  current.end_byte = static_cast<uint32_t>(text.size());
  cells.push_back(current);
  return cells;
}

std::optional<std::string> sql_cell_text(std::string_view text, const SourceRange& cell) {
  return sql_cell_text(text, cell, "# MAGIC", kHeader);
}

std::optional<std::string> sql_cell_text(std::string_view text, const SourceRange& cell, std::string_view kMagic,
                                         std::string_view header) {
  const std::string_view body = text.substr(cell.start_byte, cell.end_byte - cell.start_byte);
  std::string out(body);
  bool magic_seen = false;
  bool sql = true;
  // A titled cell starts with `# DBTITLE 1,<title>` (`// DBTITLE` in Scala) before its magic line.
  const std::string title = std::string(kMagic.substr(0, kMagic.size() - std::string_view("MAGIC").size())) + "DBTITLE ";
  for_each_line(body, [&](std::size_t start, std::size_t end, std::uint32_t) {
    std::string_view line = trim_right(body.substr(start, end - start));
    if (starts_with(line, "\xEF\xBB\xBF")) line.remove_prefix(3);
    if (!sql || line.empty()) return;
    if (line == header || (!magic_seen && starts_with(line, title))) {  // the first cell holds the header line
      for (std::size_t k = start; k < end; ++k) out[k] = ' ';
      return;
    }
    if (!starts_with(line, kMagic) || (line.size() > kMagic.size() && line[kMagic.size()] != ' ')) {
      sql = false;
      return;
    }
    std::size_t blank = std::min(kMagic.size() + 1, line.size());
    if (!magic_seen) {  // the first line names the cell's language
      const std::string_view rest = line.substr(blank);
      sql = rest == "%sql" || starts_with(rest, "%sql ");
      magic_seen = true;
      if (!sql) return;  // another language: nothing to blank (a bare "# MAGIC" line read past its end)
      blank += 4;  // the SQL may follow the magic on its line
    }
    for (std::size_t k = start; k < std::min(start + blank, end); ++k) out[k] = ' ';
  });
  if (!sql || !magic_seen) return std::nullopt;
  return out;
}

std::optional<ParsedCell> parse_cell_at(std::string_view text, std::uint32_t at) {
  ParsedCell cell{mask_magic_lines(text), {}};
  for (const SourceRange& c : notebook_cells(cell.masked)) {
    if (at < c.start_byte || at > c.end_byte) continue;
    cell.tree = SyntaxTree::parse_range(cell.masked, c.start_byte, c.end_byte, {c.start.row, c.start.column});
    return cell;
  }
  return std::nullopt;
}

namespace {

// Where the string literal starts that the one line `name = "..."` of `text` assigns to `name`
// (`FRAMEWORK_NOTEBOOK = "10_ingestion"`); nullopt when no line, or more than one, assigns it.
std::optional<std::size_t> assigned_literal(std::string_view text, std::string_view name) {
  std::optional<std::size_t> literal;
  int assignments = 0;
  for (std::size_t line = 0; line < text.size();) {
    const std::size_t next = std::min(text.find('\n', line), text.size());
    std::string_view l = text.substr(line, next - line);
    line = next + 1;
    if (!l.starts_with(name)) continue;
    l.remove_prefix(name.size());
    const std::size_t eq = l.find_first_not_of(" \t");
    if (eq == std::string_view::npos || l[eq] != '=' || (eq + 1 < l.size() && l[eq + 1] == '=')) continue;
    ++assignments;
    const std::size_t quote = l.find_first_not_of(" \t", eq + 1);
    if (quote != std::string_view::npos && (l[quote] == '"' || l[quote] == '\'')) {
      literal = static_cast<std::size_t>(l.data() - text.data()) + quote;
    }
  }
  return assignments == 1 ? literal : std::nullopt;
}

}  // namespace

std::vector<std::string> notebooks_run_by(std::string_view text) {
  std::vector<std::string> out;
  const auto path_from = [&](std::size_t at, std::string_view stops) {
    std::size_t end = at;
    while (end < text.size() && stops.find(text[end]) == std::string_view::npos) ++end;
    if (end > at) out.emplace_back(text.substr(at, end - at));
  };
  // `%run path`, first on its line but for blanks, `# MAGIC` or an .ipynb source string's quote.
  for (std::size_t at = text.find("%run"); at != std::string_view::npos; at = text.find("%run", at + 4)) {
    const std::size_t line = text.rfind('\n', at == 0 ? 0 : at - 1);
    std::string_view before = text.substr(line == std::string_view::npos ? 0 : line + 1);
    before = before.substr(0, at - (line == std::string_view::npos ? 0 : line + 1));
    if (before.starts_with("# MAGIC")) before.remove_prefix(7);
    if (before.find_first_not_of(" \t\"") != std::string_view::npos) continue;
    std::size_t from = at + 4;
    if (from >= text.size() || (text[from] != ' ' && text[from] != '\t')) continue;
    while (from < text.size() && (text[from] == ' ' || text[from] == '\t')) ++from;
    if (from < text.size() && (text[from] == '"' || text[from] == '\'')) ++from;  // %run "./a b"
    path_from(from, " \t\r\n\"'\\");
  }
  constexpr std::string_view kRun = "dbutils.notebook.run(";
  for (std::size_t at = text.find(kRun); at != std::string_view::npos; at = text.find(kRun, at + kRun.size())) {
    std::size_t from = at + kRun.size();
    while (from < text.size() && (text[from] == ' ' || text[from] == '\t' || text[from] == '\n' || text[from] == '\r'))
      ++from;
    if (text.substr(from).starts_with("\\\"")) ++from;  // in an .ipynb source string: `\"./child\"`
    if (from < text.size() && (std::isalpha(static_cast<unsigned char>(text[from])) || text[from] == '_')) {
      std::size_t end = from;
      while (end < text.size() && (std::isalnum(static_cast<unsigned char>(text[end])) || text[end] == '_')) ++end;
      const std::optional<std::size_t> literal = assigned_literal(text, text.substr(from, end - from));
      if (!literal) continue;
      from = *literal;
    }
    if (from >= text.size() || (text[from] != '"' && text[from] != '\'')) continue;
    const char quote[] = {text[from], '\\', '\0'};
    path_from(from + 1, std::string_view(quote, 2));
  }
  return out;
}

}  // namespace streamlint::analysis
