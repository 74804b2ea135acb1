#include "analysis/jupyter/notebook_module.h"

#include <algorithm>
#include <array>

#include "analysis/notebook.h"
#include "analysis/text_util.h"

namespace streamlint::analysis {
namespace {

constexpr std::string_view kHeader = "# Databricks notebook source\n";
constexpr std::string_view kSeparator = "# COMMAND ----------\n";
// A Scala module's (analysis/scala/scala_source.h reads it).
constexpr std::string_view kScalaHeader = "// Databricks notebook source\n";
constexpr std::string_view kScalaSeparator = "// COMMAND ----------\n";
// What a Scala module writes before a magic line at a cell's top: a line comment.
constexpr std::string_view kCommentedMagic = "//";

std::string_view header_of(ModuleLanguage language) {
  return language == ModuleLanguage::Scala ? kScalaHeader : kHeader;
}
std::string_view separator_of(ModuleLanguage language) {
  return language == ModuleLanguage::Scala ? kScalaSeparator : kSeparator;
}
constexpr std::string_view kMagicPrefix = "# MAGIC ";
constexpr std::string_view kSqlMagic = "# MAGIC %sql";

// The next line of `rest`, without its line end, and `rest` moved past it. A line ends at '\n' (a
// '\r' before it stays in the line, as `check` reads CRLF) or at a '\r' not followed by '\n',
// which editors and the analysis (reading it as '\n') also take for a line end.
std::string_view next_line(std::string_view& rest) {
  std::size_t end = rest.find_first_of("\r\n");
  while (end != std::string_view::npos && rest[end] == '\r' && end + 1 < rest.size() && rest[end + 1] == '\n') {
    end = rest.find_first_of("\r\n", end + 1);  // a CRLF's '\r': its '\n' ends the line
  }
  const std::string_view line = rest.substr(0, end);
  rest = end == std::string_view::npos ? std::string_view() : rest.substr(end + 1);
  return line;
}

// The lines of `text` (next_line; a final line without a line end included; none for "").
std::vector<std::string_view> split_lines(std::string_view text) {
  std::vector<std::string_view> lines;
  while (!text.empty()) lines.push_back(next_line(text));
  return lines;
}

// The line end after `line`, one of split_lines(text): '\n', a lone '\r', or 0 at the text's end.
char line_end(std::string_view text, std::string_view line) {
  const std::size_t at = static_cast<std::size_t>(line.data() - text.data()) + line.size();
  return at < text.size() ? text[at] : '\0';
}

// A line that reads as the export's cell separator (cells may hold one as a comment). The module
// writes it with one more leading space, which the export does not take for a separator.
bool separator_like(std::string_view line, ModuleLanguage language) {
  const std::size_t start = line.find_first_not_of(" \t");
  if (start == std::string_view::npos) return false;
  std::string_view rest = line.substr(start);
  while (!rest.empty() && (rest.back() == ' ' || rest.back() == '\t' || rest.back() == '\r')) rest.remove_suffix(1);
  const std::string_view separator = separator_of(language);
  return rest == separator.substr(0, separator.size() - 1);
}

bool blank(std::string_view line) { return line.find_first_not_of(" \t\r") == std::string_view::npos; }

// The first line with text, and its row; row -1 when the cell has none.
std::pair<int, std::string_view> first_line(const std::vector<std::string_view>& lines) {
  for (std::size_t i = 0; i < lines.size(); ++i) {
    if (!blank(lines[i])) return {static_cast<int>(i), lines[i]};
  }
  return {-1, {}};
}

// "%sql" of "  %sql SELECT 1": the magic's name and where it ends in the line; empty name for no magic.
struct Magic {
  std::string_view name;  // without the '%' or '%%'
  bool cell = false;      // `%%name`: a cell magic
  std::size_t end = 0;
};

Magic magic_of(std::string_view line) {
  Magic m;
  std::size_t i = line.find_first_not_of(" \t");
  if (i == std::string_view::npos || line[i] != '%') return m;
  ++i;
  if (i < line.size() && line[i] == '%') {
    m.cell = true;
    ++i;
  }
  std::size_t e = i;
  while (e < line.size() && line[e] != ' ' && line[e] != '\t' && line[e] != '\r') ++e;
  m.name = line.substr(i, e - i);
  m.end = e;
  return m;
}

CellLanguage language_named(std::string_view name) {
  static constexpr std::array<std::string_view, 4> kPython = {"python", "python3", "ipython", "pyspark"};
  static constexpr std::array<std::string_view, 2> kSql = {"sql", "sparksql"};
  const std::string lower = to_lower(name);
  if (one_of(lower, kPython)) return CellLanguage::Python;
  if (one_of(lower, kSql)) return CellLanguage::Sql;
  if (lower == "scala") return CellLanguage::Scala;
  return CellLanguage::Other;
}

}  // namespace

CellLanguage cell_language(const JupyterCell& cell, std::string_view notebook_language) {
  return cell_language(cell.kind == JupyterCell::Kind::Code, cell.source, cell.language_id, notebook_language);
}

CellLanguage cell_language(bool code, std::string_view source, std::string_view language_id,
                           std::string_view notebook_language) {
  if (!code) return CellLanguage::Other;
  // The first line with text (an editor asks this of every cell on each keystroke: the source is
  // read only up to that line).
  std::string_view line;
  for (std::string_view rest = source; !rest.empty() && blank(line);) line = next_line(rest);
  const Magic magic = magic_of(line);
  if (!magic.name.empty()) {
    const CellLanguage named = language_named(magic.name);
    if (named != CellLanguage::Other) return named;
    // Cell magics that run their body as Python; any other cell magic is another language.
    static constexpr std::array<std::string_view, 5> kPythonBody = {"time", "timeit", "capture", "prun", "debug"};
    if (magic.cell) return one_of(magic.name, kPythonBody) ? CellLanguage::Python : CellLanguage::Other;
    // Databricks' language magics make the cell that language; other line magics (`%pip`, `%run`)
    // sit among the notebook's own code.
    static constexpr std::array<std::string_view, 6> kOtherLanguage = {"r", "md", "md-sandbox", "sh", "fs", "html"};
    if (one_of(magic.name, kOtherLanguage)) return CellLanguage::Other;
  }
  return language_named(language_id.empty() ? notebook_language : language_id);
}

bool NotebookModule::holds(CellLanguage language) const {
  if (language_ == ModuleLanguage::Scala) return language == CellLanguage::Scala;
  return language == CellLanguage::Python || language == CellLanguage::Sql;
}

bool NotebookModule::holds_cell(std::uint32_t cell) const {
  return std::any_of(parts_.begin(), parts_.end(), [&](const Part& p) { return p.cell == cell; });
}

NotebookModule::NotebookModule(JupyterNotebook notebook, ModuleLanguage language)
    : notebook_(std::move(notebook)), language_(language) {
  // Sized once (an editor makes the module again on each change): the cells' bytes and lines, and
  // what the export adds to each cell (a separator, a `# MAGIC ` per SQL line).
  const std::string_view header = header_of(language_), separator = separator_of(language_);
  std::size_t bytes = header.size(), lines = 1;
  for (const JupyterCell& cell : notebook_.cells) {
    const auto count = static_cast<std::size_t>(std::count(cell.source.begin(), cell.source.end(), '\n'));
    bytes += cell.source.size() + separator.size() + (count + 2) * kMagicPrefix.size() + 1;
    lines += count + 3;
  }
  text_.reserve(bytes);
  lines_.reserve(lines);
  text_ = header;
  lines_.push_back({0, 0, 0, 0, true});
  for (std::uint32_t i = 0; i < notebook_.cells.size(); ++i) {
    const CellLanguage cell = cell_language(notebook_.cells[i], notebook_.language);
    if (!holds(cell)) continue;
    if (!parts_.empty()) {
      text_ += separator;
      lines_.push_back({i, 0, 0, 0, true});
    }
    add_cell(i, cell);
  }
  // The header line maps to the first cell the module holds.
  if (!parts_.empty()) lines_.front().cell = parts_.front().cell;
}

void NotebookModule::add_cell(std::uint32_t index, CellLanguage language) {
  const std::string& source = notebook_.cells[index].source;
  const auto lines = split_lines(source);
  const auto start = [&](std::uint32_t r) { return static_cast<std::uint32_t>(lines[r].data() - source.data()); };
  Part part{index, language, source.empty() || source.back() != '\n', false, -1, 0, 0,
            static_cast<std::uint32_t>(text_.size()), static_cast<std::uint32_t>(lines_.size())};
  if (language == CellLanguage::Scala) {
    // The magic lines at its top (blank lines between them kept): `%scala`, a kernel's `%AddJar`.
    for (std::uint32_t r = 0; r < lines.size(); ++r) {
      if (blank(lines[r])) continue;
      if (magic_of(lines[r]).name.empty()) break;
      part.commented = r + 1;
    }
  }
  if (language == CellLanguage::Python || language == CellLanguage::Scala) {
    for (std::uint32_t r = 0; r < lines.size(); ++r) {
      const bool commented = r < part.commented && !blank(lines[r]);
      const bool shifted = !commented && separator_like(lines[r], language_);
      lines_.push_back({index, r, start(r), commented ? static_cast<std::int32_t>(kCommentedMagic.size()) : shifted ? 1 : 0, false});
      if (commented) text_ += kCommentedMagic;
      if (shifted) text_ += ' ';
      text_ += lines[r];
      // A lone '\r' is kept (the analysis reads it as '\n'); after a last one the module adds
      // its '\n' as after any last line without one.
      if (line_end(source, lines[r]) == '\r') text_ += '\r';
      else if (r + 1 < lines.size() || !part.newline_added) text_ += '\n';
    }
    if (part.newline_added) text_ += '\n';
    if (lines.empty()) lines_.push_back({index, 0, 0, 0, false});
    parts_.push_back(part);
    return;
  }
  // SQL: every line a `# MAGIC` line after a `# MAGIC %sql` line (the cell's own magic, else added).
  const auto [magic_row, magic_line] = first_line(lines);
  const Magic magic = magic_of(magic_line);
  if (language_named(magic.name) == CellLanguage::Sql) {
    part.magic_row = magic_row;
    part.magic_end = static_cast<std::uint32_t>(magic.end);
  } else {
    part.magic_added = true;
    text_ += kSqlMagic;
    text_ += '\n';
    lines_.push_back({index, 0, 0, 0, true});
  }
  for (std::uint32_t r = 0; r < lines.size(); ++r) {
    if (static_cast<int>(r) < part.magic_row) {  // blank lines before the magic stay as they are
      text_ += lines[r];
      lines_.push_back({index, r, start(r), 0, false});
    } else if (static_cast<int>(r) == part.magic_row) {
      text_ += kSqlMagic;
      text_ += lines[r].substr(part.magic_end);
      lines_.push_back({index, r, start(r), static_cast<std::int32_t>(kSqlMagic.size()) - static_cast<std::int32_t>(part.magic_end), false});
    } else {
      text_ += kMagicPrefix;
      text_ += lines[r];
      lines_.push_back({index, r, start(r), static_cast<std::int32_t>(kMagicPrefix.size()), false});
    }
    // (A lone '\r' is kept, and read as '\n': the next `# MAGIC` line starts after it.)
    const bool lone_cr = line_end(source, lines[r]) == '\r';
    if (lone_cr) text_ += '\r';
    if (!lone_cr || r + 1 == lines.size()) text_ += '\n';
  }
  // (An empty cell is its added `# MAGIC %sql` line alone: no line of its own follows.)
  part.newline_added = part.newline_added && !lines.empty();
  parts_.push_back(part);
}

std::optional<NotebookModule> NotebookModule::with_cell_source(std::uint32_t cell, std::string source) const {
  if (cell >= notebook_.cells.size()) return std::nullopt;
  NotebookModule out;
  out.notebook_ = notebook_;
  out.notebook_.cells[cell].source = std::move(source);
  out.notebook_.cells[cell].has_source = true;
  out.language_ = language_;
  const CellLanguage language = cell_language(out.notebook_.cells[cell], notebook_.language);
  if (language != cell_language(notebook_.cells[cell], notebook_.language)) return std::nullopt;
  const auto part = std::find_if(parts_.begin(), parts_.end(), [&](const Part& p) { return p.cell == cell; });
  if (part == parts_.end()) {  // a cell the module leaves out, and still does
    out.text_ = text_;
    out.lines_ = lines_;
    out.parts_ = parts_;
    return out;
  }
  // The part runs to the next part's separator (or the end); the parts after it move.
  const auto next = part + 1;
  const std::size_t text_end = next == parts_.end() ? text_.size() : next->text_start - separator_of(language_).size();
  const std::size_t line_end = next == parts_.end() ? lines_.size() : next->first_line - 1;
  out.text_.reserve(text_.size() + out.notebook_.cells[cell].source.size() + kSqlMagic.size() + 1);
  out.text_.assign(text_, 0, part->text_start);
  out.lines_.reserve(lines_.size() + 1);
  out.lines_.assign(lines_.begin(), lines_.begin() + part->first_line);
  out.parts_.reserve(parts_.size());
  out.parts_.assign(parts_.begin(), part);
  out.add_cell(cell, language);
  const auto byte_shift = static_cast<std::int64_t>(out.text_.size()) - static_cast<std::int64_t>(text_end);
  const auto line_shift = static_cast<std::int64_t>(out.lines_.size()) - static_cast<std::int64_t>(line_end);
  out.text_.append(text_, text_end);
  out.lines_.insert(out.lines_.end(), lines_.begin() + static_cast<std::ptrdiff_t>(line_end), lines_.end());
  for (auto p = next; p != parts_.end(); ++p) {
    Part moved = *p;
    moved.text_start = static_cast<std::uint32_t>(moved.text_start + byte_shift);
    moved.first_line = static_cast<std::uint32_t>(moved.first_line + line_shift);
    out.parts_.push_back(moved);
  }
  return out;
}

CellPoint NotebookModule::cell_point(TextPoint point) const {
  if (lines_.empty()) return {};
  const Line& line = lines_[std::min<std::size_t>(point.row, lines_.size() - 1)];
  if (line.own) return {line.cell, line.row, 0, line.start};
  const std::int64_t signed_column = static_cast<std::int64_t>(point.column) - line.shift;
  const auto column = static_cast<std::uint32_t>(signed_column < 0 ? 0 : signed_column);
  // The module's line may end past the cell's (the '\n' it adds after a cell without one).
  const std::uint32_t offset = std::min<std::uint32_t>(line.start + column, static_cast<std::uint32_t>(notebook_.cells[line.cell].source.size()));
  return {line.cell, line.row, column, offset};
}

std::optional<TextPoint> NotebookModule::module_point(const CellPoint& point) const {
  for (std::uint32_t row = 0; row < lines_.size(); ++row) {
    const Line& line = lines_[row];
    if (line.own || line.cell != point.cell || line.row != point.row) continue;
    // The cell line's length bounds the column (a client may ask past the end).
    const auto lines = split_lines(notebook_.cells[point.cell].source);
    const std::uint32_t length = point.row < lines.size() ? static_cast<std::uint32_t>(lines[point.row].size()) : 0;
    return TextPoint{row, std::min(point.column, length) + static_cast<std::uint32_t>(line.shift)};
  }
  return std::nullopt;
}

FilePosition NotebookModule::file_position(TextPoint point) const {
  const CellPoint at = cell_point(point);
  return analysis::file_position(notebook_.cells[at.cell], at.offset);
}

// Whether the module's own last byte of a cell (the '\n' it added after a source without one) is
// still in `body`, the cell after fixes: outside what the fixes changed (the bytes after the common
// prefix and before the common suffix). A fix that deleted the cell's last line took it along.
bool NotebookModule::kept_last_byte(const SourceRange& original, std::string_view body, bool first) const {
  std::string_view old = std::string_view(text_).substr(original.start_byte, original.end_byte - original.start_byte);
  if (first) old.remove_prefix(header_of(language_).size());
  const std::size_t prefix = common_prefix(old, body);
  return prefix == old.size() || common_suffix(old, body, prefix) > 0;
}

std::optional<std::vector<std::optional<std::string>>> NotebookModule::cell_sources(std::string_view fixed) const {
  const std::string_view header = header_of(language_);
  if (!starts_with(fixed, header)) return std::nullopt;
  const std::string_view separator = separator_of(language_).substr(0, separator_of(language_).size() - 1);
  const std::vector<SourceRange> cells = notebook_cells(fixed, separator);
  if (cells.size() != std::max<std::size_t>(parts_.size(), 1)) return std::nullopt;
  const std::vector<SourceRange> before = notebook_cells(text_, separator);
  std::vector<std::optional<std::string>> out(notebook_.cells.size());
  for (std::size_t i = 0; i < parts_.size(); ++i) {
    const Part& part = parts_[i];
    std::string_view body = fixed.substr(cells[i].start_byte, cells[i].end_byte - cells[i].start_byte);
    if (i == 0) body.remove_prefix(header.size());
    if (part.newline_added && ends_with(body, "\n") && kept_last_byte(before[i], body, i == 0)) body.remove_suffix(1);
    if (part.language == CellLanguage::Python || part.language == CellLanguage::Scala) {
      std::string source;
      const auto lines = split_lines(body);
      for (std::size_t r = 0; r < lines.size(); ++r) {
        std::string_view line = lines[r];
        // (A fix that adds or removes a line above a commented magic leaves it commented.)
        if (r < part.commented && starts_with(line, kCommentedMagic) && !magic_of(line.substr(kCommentedMagic.size())).name.empty()) {
          line.remove_prefix(kCommentedMagic.size());
        }
        const bool shifted = separator_like(line, language_) && starts_with(line, " ");
        source += shifted ? line.substr(1) : line;
        if (const char end = line_end(body, lines[r])) source += end;
      }
      out[part.cell] = std::move(source);
      continue;
    }
    std::string source;
    const auto lines = split_lines(body);
    for (std::size_t r = 0; r < lines.size(); ++r) {
      std::string_view line = lines[r];
      const int cell_row = static_cast<int>(r) - (part.magic_added ? 1 : 0);
      if (part.magic_added && r == 0 && line == kSqlMagic) continue;
      if (cell_row == part.magic_row && starts_with(line, kSqlMagic)) {
        const std::string_view original = notebook_.cells[part.cell].source;
        source += split_lines(original)[static_cast<std::size_t>(part.magic_row)].substr(0, part.magic_end);
        line.remove_prefix(kSqlMagic.size());
      } else if (cell_row > part.magic_row && starts_with(line, kMagicPrefix)) {
        line.remove_prefix(kMagicPrefix.size());
      } else if (cell_row > part.magic_row && line == "# MAGIC") {
        line = {};
      }
      source += line;
      if (line_end(body, lines[r]) == '\r') source += '\r';
      else if (r + 1 < lines.size() || !part.newline_added) source += '\n';
    }
    out[part.cell] = std::move(source);
  }
  return out;
}

}  // namespace streamlint::analysis
