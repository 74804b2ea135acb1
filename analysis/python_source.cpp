#include "analysis/python_source.h"

#include <algorithm>
#include <cctype>

#include "analysis/notebook.h"
#include "analysis/text_util.h"

namespace streamlint::analysis {

namespace {

// Whether `line` holds three `quote`s from `i`.
bool three(std::string_view line, std::size_t i, char quote) {
  return i + 2 < line.size() && line[i] == quote && line[i + 1] == quote && line[i + 2] == quote;
}

// What the chunk scan carries from line to line: the quote of the string a line ends in (0 outside
// one: a triple-quoted string, or a single-quoted one a backslash continues), and how many brackets
// are open.
struct LineState {
  char quote = 0;
  bool triple = false;
  std::size_t brackets = 0;
};

// Reads one line of Python for the chunk scan. A single-quoted string ends with its line unless a
// backslash escapes the line end; a comment ends the line's code; a closing bracket with none open
// is left alone (broken text).
// `openers` (optional): the offsets of the brackets open, innermost last (the line starts at offset
// `base`); a closing bracket closes the innermost.
LineState state_after(std::string_view line, LineState state, std::vector<std::uint32_t>* openers = nullptr,
                      std::uint32_t base = 0) {
  bool escaped_end = false;
  for (std::size_t i = 0; i < line.size();) {
    const char c = line[i];
    if (state.quote) {
      if (c == '\\') {
        // The backslash escapes the next byte, or the line end (a '\r' of CRLF is part of it).
        escaped_end = i + 1 == line.size() || (i + 2 == line.size() && line[i + 1] == '\r');
        i += 2;
      } else if (c == state.quote && (!state.triple || three(line, i, c))) {
        i += state.triple ? 3 : 1;
        state.quote = 0;
        state.triple = false;
      } else {
        ++i;
      }
      continue;
    }
    if (c == '#') break;
    if (c == '"' || c == '\'') {
      state.quote = c;
      state.triple = three(line, i, c);
      i += state.triple ? 3 : 1;
      continue;
    }
    if (c == '(' || c == '[' || c == '{') {
      ++state.brackets;
      if (openers) openers->push_back(base + static_cast<std::uint32_t>(i));
    } else if ((c == ')' || c == ']' || c == '}') && state.brackets > 0) {
      --state.brackets;
      if (openers) openers->pop_back();
    }
    ++i;
  }
  if (state.quote && !state.triple && !escaped_end) state.quote = 0;
  return state;
}

bool name_byte(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || static_cast<unsigned char>(c) >= 0x80;
}

// Whether a line in column 0 may be a statement of its own after a bracket that is never closed: it
// begins with a name or keyword, a parenthesis (`(df.writeStream ...)`) or a decorator; not with a
// value or an operator that continues an expression (`"key": 1,`, `@ b`).
bool starts_statement(std::string_view line) {
  if (line.empty()) return false;
  const char c = line[0];
  if (c == '@') return line.size() > 1 && name_byte(line[1]);
  return c == '(' || (name_byte(c) && !std::isdigit(static_cast<unsigned char>(c)));
}

// Calls `line_start(start, row, line, open)` for each line of text [from, to) (`start` its first
// byte, `row` its row) that may start a top-level statement: it begins in column 0 with something
// other than a closing bracket, a `.` (a method chain's next call), a comment or a clause that
// continues the statement before it (else, elif, except, finally); outside a string (SQL written
// at column 0 in a """ string, or a single-quoted string a backslash continues); after a line that
// is no decorator and does not end in a backslash. `line` is the line (without its '\n'), `open`
// how many brackets are open before it. `openers`: as for state_after.
template <typename LineStart>
void for_each_line_start(std::string_view text, std::uint32_t from, std::uint32_t to, std::uint32_t first_row,
                         LineStart line_start, std::vector<std::uint32_t>* openers = nullptr) {
  std::uint32_t row = first_row;
  bool continued = false;
  bool decorator = false;  // in a decorator whose brackets are still open (`@dp.table(\n...\n)`)
  LineState state;
  for (std::size_t start = from; start < to;) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos || end > to) end = to;
    const std::string_view line = text.substr(start, end - start);
    const char c = line.empty() ? ' ' : line.front();
    const bool clause = line.starts_with("else") || line.starts_with("elif") || line.starts_with("except") ||
                        line.starts_with("finally");
    if (start > from && !continued && !state.quote && c != ' ' && c != '\t' && c != '\r' && c != '#' && c != ')' &&
        c != ']' && c != '}' && c != '.' && !clause) {
      line_start(static_cast<std::uint32_t>(start), row, line, state.brackets);
    }
    const bool in_string = state.quote != 0;
    state = state_after(line, state, openers, static_cast<std::uint32_t>(start));
    std::string_view trimmed = line;
    while (!trimmed.empty() && (trimmed.back() == '\r' || trimmed.back() == ' ')) trimmed.remove_suffix(1);
    // A decorator goes on to what it decorates, from the line that closes its call's brackets too.
    const bool decorating = decorator || (!in_string && c == '@');
    decorator = decorating && state.brackets > 0;
    continued = trimmed.ends_with('\\') || (decorating && !decorator);
    start = end + 1;
    ++row;
  }
}

}  // namespace

// With `brackets`, a chunk also starts outside brackets only (data written at column 0 in a list).
// The fallback for broken text does not follow brackets: one unclosed bracket would make the rest
// of the text one chunk.
std::vector<std::pair<std::uint32_t, TSPoint>> python_chunk_starts(std::string_view text, bool brackets,
                                                                   std::uint32_t from, std::uint32_t to,
                                                                   std::uint32_t first_row) {
  to = std::min<std::uint32_t>(to, static_cast<std::uint32_t>(text.size()));
  std::vector<std::pair<std::uint32_t, TSPoint>> starts{{from, {first_row, 0}}};
  for_each_line_start(text, from, to, first_row, [&](std::uint32_t start, std::uint32_t row, std::string_view, std::size_t open) {
    if (!brackets || open == 0) starts.push_back({start, {row, 0}});
  });
  return starts;
}

bool broken_bracket_runs_on(const SyntaxTree& whole, std::string_view text, std::uint32_t from, std::uint32_t to,
                            std::uint32_t first_row) {
  if (!whole.has_error()) return false;
  to = std::min<std::uint32_t>(to, static_cast<std::uint32_t>(text.size()));
  std::vector<std::uint32_t> openers;  // the brackets open, innermost last
  std::uint32_t last_start = from;     // the last line in column 0 that may start a statement
  for_each_line_start(
      text, from, to, first_row,
      [&](std::uint32_t start, std::uint32_t, std::string_view line, std::size_t) {
        if (starts_statement(line)) last_start = start;
      },
      &openers);
  // The first of the brackets never closed: every statement after it reads as its arguments. (A
  // bracket a later line closes, `f(\nname="x")` with `name=` in column 0, is none.)
  return !openers.empty() && last_start > openers.front();
}

SyntaxTree parse_python_chunk(std::string_view text, std::uint32_t start, std::uint32_t end, std::uint32_t row,
                              const SyntaxTree* previous) {
  return SyntaxTree::parse_range(text, start, end, {row, 0}, nullptr, previous);
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

ParsedPython parse_python_coarse(std::string_view original, const std::shared_ptr<const std::string>& file) {
  ParsedPython p;
  p.original = original;
  if (has_lone_carriage_return(original)) p.normalised = normalise_lone_carriage_returns(original);
  p.coarse = true;
  const std::string_view text = p.text();
  const auto read = [&](std::uint32_t start, std::uint32_t end, std::uint32_t row, const SyntaxTree& tree) {
    p.cell_ranges.push_back({start, end, {row, 0}, {}});
    auto units = lower_statements({tree.root()}, text, file);
    p.lowered.insert(p.lowered.end(), std::make_move_iterator(units.begin()), std::make_move_iterator(units.end()));
    auto comments = find_noqa_comments(tree.root(), text);
    p.noqa.insert(p.noqa.end(), std::make_move_iterator(comments.begin()), std::make_move_iterator(comments.end()));
  };
  // Chunks outside brackets, each parsed within its budget; one that does not finish in time, or
  // whose unclosed bracket runs on over later statements (as parse_python decides for the whole
  // text), is parsed in the fallback's chunks instead.
  const auto starts = python_chunk_starts(text, true);
  for (std::size_t i = 0; i < starts.size(); ++i) {
    const std::uint32_t start = starts[i].first, row = starts[i].second.row;
    const auto end = static_cast<std::uint32_t>(i + 1 < starts.size() ? starts[i + 1].first : text.size());
    auto tree = SyntaxTree::parse_range_within(text, start, end, {row, 0}, parse_budget_micros(end - start));
    if (tree && !broken_bracket_runs_on(*tree, text, start, end, row)) {
      read(start, end, row, *tree);
      continue;
    }
    const auto pieces = python_chunk_starts(text, false, start, end, row);
    for (std::size_t k = 0; k < pieces.size(); ++k) {
      const auto piece_end = k + 1 < pieces.size() ? pieces[k + 1].first : end;
      read(pieces[k].first, piece_end, pieces[k].second.row,
           parse_python_chunk(text, pieces[k].first, piece_end, pieces[k].second.row));
    }
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
                                      : SyntaxTree::parse_within(p.text(), parse_budget_micros(p.text().size()));
             whole && !broken_bracket_runs_on(*whole, p.text())) {
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
