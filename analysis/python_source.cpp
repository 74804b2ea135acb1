#include "analysis/python_source.h"

#include "analysis/notebook.h"
#include "analysis/text_util.h"

namespace streamlint::analysis {

namespace {

// Whether `line` holds three `quote`s from `i`.
bool three(std::string_view line, std::size_t i, char quote) {
  return i + 2 < line.size() && line[i] == quote && line[i + 1] == quote && line[i + 2] == quote;
}

// Reads one line of Python for the chunk scan: whether it ends inside a triple-quoted string
// (`triple` is that string's quote, 0 outside one, carried from line to line). Single-quoted
// strings end with their line; a comment ends the line's code.
char triple_quote_after(std::string_view line, char triple) {
  for (std::size_t i = 0; i < line.size(); ++i) {
    const char c = line[i];
    if (triple) {
      if (c == '\\') {
        ++i;
      } else if (three(line, i, triple)) {
        triple = 0;
        i += 2;
      }
    } else if (c == '#') {
      break;
    } else if (c == '"' || c == '\'') {
      if (three(line, i, c)) {
        triple = c;
        i += 2;
        continue;
      }
      for (++i; i < line.size() && line[i] != c; ++i) {
        if (line[i] == '\\') ++i;
      }
    }
  }
  return triple;
}

}  // namespace

// Where a top-level statement may start: a line that begins in column 0 with something other than
// a closing bracket, a comment or a clause that continues the statement before it (else, elif,
// except, finally), outside a triple-quoted string (SQL written at column 0 in a """ string), after
// a line that does not continue (a trailing backslash) and is no decorator. Brackets are not
// followed: a line in column 0 inside brackets is rare in written code, and one unclosed bracket
// in broken text would make the rest one chunk.
std::vector<std::pair<std::uint32_t, TSPoint>> python_chunk_starts(std::string_view text) {
  std::vector<std::pair<std::uint32_t, TSPoint>> starts{{0, {0, 0}}};
  std::uint32_t row = 0;
  bool continued = false;
  char triple = 0;
  for (std::size_t start = 0; start < text.size();) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    const std::string_view line = text.substr(start, end - start);
    const char c = line.empty() ? ' ' : line.front();
    const bool clause = line.starts_with("else") || line.starts_with("elif") || line.starts_with("except") ||
                        line.starts_with("finally");
    if (start > 0 && !continued && !triple && c != ' ' && c != '\t' && c != '\r' && c != '#' && c != ')' &&
        c != ']' && c != '}' && !clause) {
      starts.push_back({static_cast<std::uint32_t>(start), {row, 0}});
    }
    const bool in_string = triple != 0;
    triple = triple_quote_after(line, triple);
    std::string_view trimmed = line;
    while (!trimmed.empty() && (trimmed.back() == '\r' || trimmed.back() == ' ')) trimmed.remove_suffix(1);
    continued = trimmed.ends_with('\\') || (!in_string && c == '@');
    start = end + 1;
    ++row;
  }
  return starts;
}

SyntaxTree parse_python_chunk(std::string_view text, std::uint32_t start, std::uint32_t end, std::uint32_t row) {
  return SyntaxTree::parse_range(text, start, end, {row, 0});
}

std::uint64_t parse_budget_micros(std::size_t bytes) { return 300'000 + bytes; }

std::vector<TSNode> ParsedPython::roots() const {
  std::vector<TSNode> out;
  for (const SyntaxTree& t : trees) out.push_back(t.root());
  return out;
}

std::vector<std::shared_ptr<SyntaxUnit>> ParsedPython::units(const std::shared_ptr<const std::string>& file) const {
  if (coarse) return lowered;
  if (!notebook()) return lower_statements(roots(), parsed(), file);
  std::vector<std::shared_ptr<SyntaxUnit>> out;
  for (std::size_t i = 0; i < trees.size(); ++i) {
    const SourceRange& cell = cell_ranges[i];
    if (auto sql = sql_cell_text(text(), cell)) {
      out.push_back(SyntaxUnit::foreign(SyntaxUnit::kSqlCell, std::move(*sql), {cell.start_byte, cell.start}, file));
      continue;
    }
    auto cell_units = lower_statements({trees[i].root()}, parsed(), file);
    out.insert(out.end(), std::make_move_iterator(cell_units.begin()), std::make_move_iterator(cell_units.end()));
  }
  return out;
}

ParsedPython parse_python_coarse(std::string_view text, const std::shared_ptr<const std::string>& file) {
  ParsedPython p;
  p.original = text;
  if (has_lone_carriage_return(text)) p.normalised = normalise_lone_carriage_returns(text);
  p.coarse = true;
  const auto starts = python_chunk_starts(p.text());
  for (std::size_t i = 0; i < starts.size(); ++i) {
    const auto end = static_cast<std::uint32_t>(i + 1 < starts.size() ? starts[i + 1].first : p.text().size());
    p.cell_ranges.push_back({starts[i].first, end, {starts[i].second.row, 0}, {}});
    const SyntaxTree tree = parse_python_chunk(p.text(), starts[i].first, end, starts[i].second.row);
    auto units = lower_statements({tree.root()}, p.text(), file);
    p.lowered.insert(p.lowered.end(), std::make_move_iterator(units.begin()), std::make_move_iterator(units.end()));
    auto comments = find_noqa_comments(tree.root(), p.text());
    p.noqa.insert(p.noqa.end(), std::make_move_iterator(comments.begin()), std::make_move_iterator(comments.end()));
  }
  return p;
}

ParsedPython parse_python(std::string_view text, const SyntaxTree* tree, bool in_chunks) {
  ParsedPython p;
  p.original = text;
  if (has_lone_carriage_return(text)) p.normalised = normalise_lone_carriage_returns(text);
  if (is_databricks_notebook(p.text())) {
    p.masked = mask_magic_lines(p.text());
    for (const SourceRange& c : notebook_cells(p.masked)) {
      p.cell_ranges.push_back(c);
      p.trees.push_back(SyntaxTree::parse_range(p.masked, c.start_byte, c.end_byte, {c.start.row, c.start.column}));
    }
  } else if (tree && p.normalised.empty()) {
    p.trees.push_back(*tree);
  } else if (auto whole = in_chunks ? std::nullopt
                                      : SyntaxTree::parse_within(p.text(), parse_budget_micros(p.text().size()))) {
    p.trees.push_back(std::move(*whole));
  } else {
    p.chunked = true;
    const auto starts = python_chunk_starts(p.text());
    for (std::size_t i = 0; i < starts.size(); ++i) {
      const auto end = static_cast<std::uint32_t>(i + 1 < starts.size() ? starts[i + 1].first : p.text().size());
      p.cell_ranges.push_back({starts[i].first, end, {starts[i].second.row, 0}, {}});
      p.trees.push_back(parse_python_chunk(p.text(), starts[i].first, end, starts[i].second.row));
    }
  }
  return p;
}

}  // namespace streamlint::analysis
