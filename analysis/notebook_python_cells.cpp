#include "analysis/notebook_python_cells.h"

#include <algorithm>

namespace streamlint::analysis {
namespace {

// The lines that mark an export's cells, in its language's line comment.
struct ExportMarks {
  std::string_view header, separator, magic, title;
  bool plain_cells_sql;  // a cell of plain lines is SQL (a SQL export), else the file's language
};
constexpr ExportMarks kSqlExport{"-- Databricks notebook source", "-- COMMAND ----------", "-- MAGIC", "-- DBTITLE ",
                                 true};
constexpr ExportMarks kScalaExport{"// Databricks notebook source", "// COMMAND ----------", "// MAGIC", "// DBTITLE ",
                                   false};

std::string_view trimmed(std::string_view s) {
  while (!s.empty() && (s.back() == '\r' || s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  return s;
}

// `magic` alone or followed by a blank: the length of the prefix a cell's line drops, else 0.
std::size_t magic_prefix(std::string_view line, std::string_view magic) {
  if (!line.starts_with(magic)) return 0;
  if (line.size() == magic.size() || line[magic.size()] == '\r') return magic.size();
  return line[magic.size()] == ' ' ? magic.size() + 1 : 0;
}

}  // namespace

std::optional<NotebookPythonCells> NotebookPythonCells::of(std::string_view text) {
  std::string_view body = text;
  if (body.starts_with("\xEF\xBB\xBF")) body.remove_prefix(3);
  const ExportMarks* marks = body.starts_with(kSqlExport.header)     ? &kSqlExport
                             : body.starts_with(kScalaExport.header) ? &kScalaExport
                                                                     : nullptr;
  if (!marks) return std::nullopt;
  enum class Cell { Start, Python, Sql, Other } cell = Cell::Start;
  NotebookPythonCells out;
  out.magic_ = marks->magic;
  bool any = false;
  bool in_sql = false;  // the previous line was a SQL cell's
  std::size_t start = 0;
  while (start <= text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    const std::string_view line = text.substr(start, end - start);
    const std::string_view shown = trimmed(line.starts_with("\xEF\xBB\xBF") ? line.substr(3) : line);
    std::size_t prefix = 0;
    bool python = false;
    if (shown == marks->separator) {
      cell = Cell::Start;
    } else if (cell == Cell::Start) {
      // A titled cell starts with `-- DBTITLE 1,<title>`; the first cell holds the header line.
      const std::size_t magic = magic_prefix(line, marks->magic);
      const std::string_view language = magic ? trimmed(line.substr(magic)) : std::string_view{};
      if (magic && (language == "%python" || language == "%py")) {
        cell = Cell::Python;
        python = any = true;
        prefix = line.size();  // the magic line is no Python
      } else if (!shown.empty() && shown != marks->header && !shown.starts_with(marks->title)) {
        cell = magic || !marks->plain_cells_sql ? Cell::Other : Cell::Sql;
      }
    } else if (cell == Cell::Python && !shown.empty()) {
      prefix = magic_prefix(line, marks->magic);
      python = prefix != 0;
      if (!python) cell = Cell::Other;  // not written by an export: the cell ends here
    }
    out.file_line_start_.push_back(static_cast<std::uint32_t>(start));
    out.module_line_start_.push_back(static_cast<std::uint32_t>(out.module_.size()));
    const bool sql = cell == Cell::Sql && shown != marks->separator;
    if (sql) {
      const auto row = static_cast<std::uint32_t>(out.python_.size());
      const auto at = static_cast<std::uint32_t>(out.module_.size());
      if (!in_sql) out.sql_cells_.push_back({at, at, {row, 0}, {row, 0}});
      out.module_.append(line);
      SourceRange& last = out.sql_cells_.back();
      last.end_byte = static_cast<std::uint32_t>(out.module_.size());
      last.end = {row, static_cast<std::uint32_t>(line.size())};
    }
    in_sql = sql;
    if (python) out.module_.append(line.substr(prefix));
    // A row of another cell keeps its columns: only its start (column 0) is ever named.
    out.prefix_.push_back(static_cast<std::uint32_t>(python ? prefix : 0));
    out.python_.push_back(python);
    out.file_line_end_.push_back(static_cast<std::uint32_t>(end > start && text[end - 1] == '\r' ? end - 1 : end));
    if (end == text.size()) break;
    out.module_.push_back('\n');
    start = end + 1;
  }
  if (!any) return std::nullopt;
  out.file_size_ = static_cast<std::uint32_t>(text.size());
  return out;
}

std::string NotebookPythonCells::python_text() const {
  std::string out = module_;
  for (const SourceRange& cell : sql_cells_) {
    for (std::uint32_t i = cell.start_byte; i < cell.end_byte; ++i) {
      if (out[i] != '\n' && out[i] != '\r') out[i] = ' ';
    }
  }
  return out;
}

TextPoint NotebookPythonCells::to_file(TextPoint point) const {
  if (point.row >= prefix_.size()) return point;
  return {point.row, point.column + prefix_[point.row]};
}

SourceRange NotebookPythonCells::to_file(const SourceRange& range) const {
  const auto byte = [&](TextPoint p, std::uint32_t module_byte) {
    return p.row < file_line_start_.size() ? file_line_start_[p.row] + p.column : module_byte;
  };
  const TextPoint start = to_file(range.start), end = to_file(range.end);
  return {byte(start, range.start_byte), byte(end, range.end_byte), start, end};
}

std::uint32_t NotebookPythonCells::to_file_byte(std::uint32_t byte) const {
  const auto after = std::upper_bound(module_line_start_.begin(), module_line_start_.end(), byte);
  if (after == module_line_start_.begin()) return byte;
  const auto row = static_cast<std::size_t>(after - module_line_start_.begin() - 1);
  return file_line_start_[row] + prefix_[row] + (byte - module_line_start_[row]);
}

TextPoint NotebookPythonCells::to_module(TextPoint point) const {
  if (point.row >= prefix_.size()) return point;
  if (!python_[point.row]) return {point.row, 0};  // the module's line is empty
  const std::uint32_t prefix = prefix_[point.row];
  return {point.row, point.column >= prefix ? point.column - prefix : 0};
}

SourceRange NotebookPythonCells::to_module(const SourceRange& range) const {
  const auto byte = [&](TextPoint p, std::uint32_t file_byte) {
    return p.row < module_line_start_.size() ? module_line_start_[p.row] + p.column : file_byte;
  };
  const TextPoint start = to_module(range.start), end = to_module(range.end);
  return {byte(start, range.start_byte), byte(end, range.end_byte), start, end};
}

std::string NotebookPythonCells::to_file_text(std::string_view new_text, const SourceRange& at) const {
  std::string out;
  // On a bare `-- MAGIC` line the text needs the blank its prefix lacks.
  const std::uint32_t row = at.start.row;
  if (row < prefix_.size() && python_[row] && prefix_[row] == magic_.size() && !new_text.empty() &&
      new_text.front() != '\n' && new_text.front() != '\r') {
    out.push_back(' ');
  }
  for (const char c : new_text) {
    out.push_back(c);
    if (c == '\n') out.append(magic_).push_back(' ');
  }
  return out;
}

void NotebookPythonCells::to_file(Fix& fix) const {
  const auto file_byte = [&](TextPoint p) {
    return p.row < file_line_start_.size() ? file_line_start_[p.row] + p.column : file_size_;
  };
  for (TextEdit& e : fix.edits) {
    if (!e.file.empty()) continue;
    const SourceRange& r = e.range;
    if (r.start.column == 0 && r.end.column == 0 && r.end.row > r.start.row) {
      // Whole lines of the module (a statement removed with its line end): the file's whole lines,
      // prefixes included; each line written takes the prefix.
      std::string text;
      for (std::size_t at = 0; at < e.new_text.size();) {
        const std::size_t end = std::min(e.new_text.find('\n', at), e.new_text.size() - 1) + 1;
        text.append(magic_).push_back(' ');
        text.append(e.new_text, at, end - at);
        at = end;
      }
      const TextPoint start{r.start.row, 0}, end{r.end.row, 0};
      e.range = {file_byte(start), file_byte(end), start, end};
      e.new_text = std::move(text);
      continue;
    }
    e.new_text = to_file_text(e.new_text, r);
    SourceRange mapped = to_file(r);
    // An edit that ends at the start of another cell's row ends before that row's line end: the row
    // stays its own line (in the module it is an empty one).
    if (r.end.column == 0 && r.end.row > r.start.row && r.end.row < python_.size() && !python_[r.end.row]) {
      const std::uint32_t row = r.end.row - 1;
      mapped.end = {row, file_line_end_[row] - file_line_start_[row]};
      mapped.end_byte = file_line_end_[row];
    }
    e.range = mapped;
  }
}

}  // namespace streamlint::analysis
