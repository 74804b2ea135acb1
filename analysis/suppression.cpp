#include "analysis/suppression.h"

#include <algorithm>
#include <cctype>
#include <tuple>
#include <utility>

#include "analysis/notebook.h"
#include "analysis/notebook_python_cells.h"
#include "analysis/scala/scala_lexical.h"
#include "analysis/scala/scala_source.h"
#include "analysis/sql_file.h"
#include "analysis/syntax/node.h"
#include "analysis/text_util.h"

namespace streamlint::analysis {
namespace {

// Parses the text of one comment; returns false when it holds no noqa directive. `marker` is where
// the comment marker of the noqa starts (`#`, `--` in SQL, `//` in Scala): a comment may hold other text before
// it ("# type: ignore  # noqa", or a notebook's "# MAGIC SELECT 1 -- noqa"), which is not the noqa's.
bool parse_noqa(std::string_view text, unsigned markers, std::size_t& marker, std::size_t& start, std::size_t& end,
                std::vector<std::string>& codes) {
  const std::string lower = to_lower(text);
  // A "noqa" right after a comment marker ("# noqa", SQL's "-- noqa"), also after another comment
  // on the line ("# type: ignore  # noqa: SR301"), as flake8 and ruff read it.
  std::size_t at = std::string::npos;
  for (std::size_t found = lower.find("noqa"); found != std::string::npos; found = lower.find("noqa", found + 1)) {
    std::size_t before = found;
    while (before > 0 && (text[before - 1] == ' ' || text[before - 1] == '\t')) --before;
    const bool hash = before > 0 && text[before - 1] == '#';
    const bool dashes = before > 1 && text[before - 1] == '-' && text[before - 2] == '-';
    const bool slashes = before > 1 && text[before - 1] == '/' && text[before - 2] == '/';
    if ((hash && (markers & kHashNoqa)) || (dashes && (markers & kDashesNoqa)) ||
        (slashes && (markers & kSlashesNoqa))) {
      at = found;
      marker = before - 1;
      if ((text[marker] == '-' || text[marker] == '/') && marker > 0 && text[marker - 1] == text[marker]) --marker;
      break;
    }
  }
  if (at == std::string::npos) return false;
  start = at;
  end = at + 4;
  std::size_t i = end;
  while (i < text.size() && text[i] == ' ') ++i;
  if (i >= text.size() || text[i] != ':') return true;  // bare noqa
  ++i;
  while (i < text.size()) {
    while (i < text.size() && (text[i] == ' ' || text[i] == ',')) ++i;
    std::size_t j = i;
    while (j < text.size() && std::isalnum(static_cast<unsigned char>(text[j]))) ++j;
    // A code is letters then digits (`SR301`, `E501`), as flake8 and ruff read them: the words
    // after the codes (`# noqa: SR101 legacy job`) are the user's, not codes.
    std::size_t digits = i;
    while (digits < j && std::isalpha(static_cast<unsigned char>(text[digits]))) ++digits;
    if (j == i || digits == i || digits == j ||
        !std::all_of(text.begin() + digits, text.begin() + j, [](char c) { return std::isdigit(static_cast<unsigned char>(c)); })) {
      break;
    }
    std::string code(text.substr(i, j - i));
    for (char& c : code) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    codes.push_back(code);
    end = j;
    i = j;
  }
  return true;
}

// Python: nodes whose children are statements (a broken region's too).
bool holds_statements(TSNode n) { return is(n, "module") || is(n, "block") || is(n, "ERROR"); }

// Python: the rows a statement's logical line spans: a simple statement whole; a compound
// statement (`def`, `if`, `with`...) up to the colon before its body.
std::pair<std::uint32_t, std::uint32_t> logical_rows_of(TSNode statement) {
  const std::uint32_t first = ts_node_start_point(statement).row;
  std::uint32_t last = ts_node_end_point(statement).row;
  const std::uint32_t count = ts_node_child_count(statement);
  for (std::uint32_t i = 1; i < count; ++i) {
    if (is(ts_node_child(statement, i), "block")) {
      last = std::max(first, ts_node_end_point(ts_node_child(statement, i - 1)).row);
      break;
    }
  }
  return {first, last};
}

// Python: the statement (or decorator) holding `node`: its ancestor right under a node that holds
// statements. Null when `node` is such a node.
TSNode statement_of(TSNode node) {
  for (TSNode parent = ts_node_parent(node); !ts_node_is_null(parent); node = parent, parent = ts_node_parent(node)) {
    if (holds_statements(parent) || is(node, "decorator")) return holds_statements(node) ? TSNode{} : node;
  }
  return TSNode{};
}

// Python: the rows of the logical line `comment` (a comment node) is written in. A comment between
// statements closes the simple statement that ends on its row, if one does (the innermost, in a
// compound statement's body); inside a statement, it is in that statement's logical line.
std::pair<std::uint32_t, std::uint32_t> comment_logical_rows(TSNode comment) {
  const std::uint32_t row = ts_node_start_point(comment).row;
  const TSNode parent = ts_node_parent(comment);
  if (ts_node_is_null(parent)) return {row, row};
  if (!holds_statements(parent)) {
    const TSNode statement = statement_of(comment);
    if (ts_node_is_null(statement)) return {row, row};
    const auto rows = logical_rows_of(statement);
    return row >= rows.first && row <= rows.second ? rows : std::pair{row, row};  // a comment in a body
  }
  TSNode before = ts_node_prev_named_sibling(comment);
  while (!ts_node_is_null(before) && is(before, "comment")) before = ts_node_prev_named_sibling(before);
  if (ts_node_is_null(before) || is(before, "ERROR") || ts_node_end_point(before).row != row) return {row, row};
  // The last statement of a compound statement's body, while it ends on this row.
  for (;;) {
    TSNode body{};
    for (std::uint32_t i = ts_node_named_child_count(before); i-- > 0;) {
      const TSNode child = ts_node_named_child(before, i);
      if (is(child, "block")) body = child;
      if (!ts_node_is_null(body) || !is(child, "comment")) break;
    }
    if (ts_node_is_null(body)) break;
    TSNode last = ts_node_named_child(body, ts_node_named_child_count(body) - 1);
    while (!ts_node_is_null(last) && is(last, "comment")) last = ts_node_prev_named_sibling(last);
    if (ts_node_is_null(last) || ts_node_end_point(last).row != row) break;
    before = last;
  }
  const auto rows = logical_rows_of(before);
  return {rows.first, std::max(rows.second, row)};
}

// The SQL of the notebook `%sql` cell holding the `# MAGIC` line at `row` (starting at byte
// `line_start`): the cell's `# MAGIC` lines from its `# MAGIC %sql` one, prefixes (and that line)
// blanked, so byte `start + k` of the notebook is byte `k` of `text`. Nullopt outside one.
struct MagicSql {
  std::size_t start = 0;       // the byte of the `# MAGIC %sql` line
  std::uint32_t first_row = 0;  // its row
  std::string text;
};
// `magic`: the export's MAGIC prefix (`# MAGIC` in Python, `// MAGIC` in Scala).
std::optional<MagicSql> magic_sql_cell(std::string_view source, std::size_t line_start, std::uint32_t row,
                                       std::string_view kMagic = "# MAGIC") {
  const auto line_at = [&](std::size_t start) {
    const std::size_t eol = source.find('\n', start);
    return source.substr(start, (eol == std::string_view::npos ? source.size() : eol) - start);
  };
  // Up to the cell's `# MAGIC %sql` line.
  std::size_t first = line_start;
  std::uint32_t first_row = row;
  for (;;) {
    const std::string_view line = line_at(first);
    if (!line.starts_with(kMagic)) return std::nullopt;
    if (line.substr(kMagic.size()).starts_with(" %sql")) break;
    if (first == 0) return std::nullopt;
    first = source.rfind('\n', first - 2) == std::string_view::npos ? 0 : source.rfind('\n', first - 2) + 1;
    --first_row;
  }
  MagicSql sql{first, first_row, {}};
  for (std::size_t at = first; at < source.size();) {
    const std::string_view line = line_at(at);
    if (!line.starts_with(kMagic)) break;
    std::string own(line);
    const std::size_t blank = std::min(own.size(), at == first ? own.size() : kMagic.size() + 1);
    own.replace(0, blank, std::string(blank, ' '));
    sql.text += own + '\n';
    at += line.size() + 1;
  }
  return sql;
}

}  // namespace

std::optional<std::pair<std::uint32_t, std::uint32_t>> magic_sql_rows(std::string_view source, std::size_t line_start,
                                                                      std::uint32_t row, std::string_view magic) {
  const auto sql = magic_sql_cell(source, line_start, row, magic);
  if (!sql) return std::nullopt;
  for (const auto& [from, to] : sql_statement_rows(sql->text)) {
    if (row - sql->first_row >= from && row - sql->first_row <= to) return std::pair{sql->first_row + from, sql->first_row + to};
  }
  return std::nullopt;
}

std::optional<NoqaComment> parse_noqa_comment(std::string_view text, const SourceRange& r, unsigned markers) {
  std::size_t marker = 0, start = 0, end = 0;
  std::vector<std::string> codes;
  if (!parse_noqa(text, markers, marker, start, end, codes)) return std::nullopt;
  const SourceRange d{r.start_byte + static_cast<uint32_t>(start), r.start_byte + static_cast<uint32_t>(end),
                      {r.start.row, r.start.column + static_cast<uint32_t>(start)},
                      {r.start.row, r.start.column + static_cast<uint32_t>(end)}};
  // The noqa comment runs from its marker to the end of the comment (one line).
  const SourceRange own{r.start_byte + static_cast<uint32_t>(marker), r.end_byte,
                        {r.start.row, r.start.column + static_cast<uint32_t>(marker)}, r.end};
  return NoqaComment{own, d, std::move(codes), r.start.row, r.start.row, r.start.row};
}

std::vector<NoqaComment> find_noqa_comments(TSNode root, std::string_view source) {
  std::vector<NoqaComment> out;
  // Only the comments that spell "noqa" (any case): found from the text, then the node at each
  // place, rather than by a walk over every node (an editor does this on each keystroke).
  const std::uint32_t root_start = ts_node_start_byte(root);
  const std::uint32_t root_end = std::min<std::uint32_t>(ts_node_end_byte(root), static_cast<std::uint32_t>(source.size()));
  std::uint32_t last_comment = UINT32_MAX;
  // Found by their 'q' (rare in code, so memchr skips most of the text), then read back.
  const std::string_view span = source.substr(0, root_end);
  std::size_t lower = span.find('q', root_start + 2), upper = span.find('Q', root_start + 2);
  while (lower != std::string_view::npos || upper != std::string_view::npos) {
    std::size_t q;
    if (upper == std::string_view::npos || (lower != std::string_view::npos && lower < upper)) {
      q = lower;
      lower = span.find('q', q + 1);
    } else {
      q = upper;
      upper = span.find('Q', q + 1);
    }
    if (q + 2 > span.size()) break;
    const auto at = static_cast<std::uint32_t>(q - 2);
    if (!iequals(span.substr(at, 4), "noqa")) continue;
    const TSNode node = ts_node_descendant_for_byte_range(root, at, at + 4);
    if (ts_node_is_null(node) || !is(node, "comment") || ts_node_start_byte(node) == last_comment) continue;
    last_comment = ts_node_start_byte(node);
    // `-- noqa` only on a line of a notebook's `%sql` cell (`# MAGIC SELECT ... -- noqa`).
    const SourceRange comment = range_of(node);
    const std::size_t line_start = comment.start_byte - comment.start.column;
    const auto sql_rows = magic_sql_rows(source, line_start, comment.start.row);
    if (auto noqa = parse_noqa_comment(node_text(node, source), comment, kHashNoqa | (sql_rows ? kDashesNoqa : 0u))) {
      std::tie(noqa->first_row, noqa->last_row) = comment_logical_rows(node);
      // Lines a backslash continues into its first one are of its logical line too (`a = f() ; \`
      // then `x = 1  # noqa`): not a backslash that ends a comment or sits in a string.
      const auto previous_line = [&](std::size_t line_start) {  // the start of the line above
        const std::size_t nl = line_start - 1;
        const std::size_t before = nl == 0 ? std::string_view::npos : source.rfind('\n', nl - 1);
        return before == std::string_view::npos ? std::size_t{0} : before + 1;
      };
      std::size_t first_start = noqa->range.start_byte - noqa->range.start.column;
      for (std::uint32_t r = noqa->row; r > noqa->first_row && first_start > 0; --r) first_start = previous_line(first_start);
      while (noqa->first_row > 0 && first_start >= 2) {
        std::size_t back = first_start - 2;  // before the '\n' that ends the line above
        if (source[back] == '\r' && back > 0) --back;
        if (source[back] != '\\') break;
        const TSNode holder = ts_node_descendant_for_byte_range(root, static_cast<std::uint32_t>(back), static_cast<std::uint32_t>(back + 1));
        if (!ts_node_is_null(holder) && (is(holder, "comment") || is(holder, "string_content") || is(holder, "string"))) break;
        --noqa->first_row;
        first_start = previous_line(first_start);
      }
      // `# MAGIC SELECT ... -- noqa`: a line of a SQL cell, in the logical line of its statement.
      if (sql_rows) std::tie(noqa->first_row, noqa->last_row) = *sql_rows;
      out.push_back(std::move(*noqa));
    }
  }
  return out;
}

void apply_noqa(std::vector<Finding>& findings, const std::vector<NoqaComment>& comments, std::string_view source,
                bool report_unused, std::span<const Finding> withdrawn,
                const std::function<bool(std::string_view)>& judged) {
  std::vector<Finding> unused;
  for (const NoqaComment& c : comments) {
    std::vector<char> used(c.codes.size(), 0);
    // Whether `c` suppresses f, marking the code that does.
    const auto suppresses = [&](const Finding& f) -> bool {
      if (f.range.start.row < c.first_row || f.range.start.row > c.last_row) return false;
      if (c.codes.empty()) return true;
      for (std::size_t i = 0; i < c.codes.size(); ++i) {
        if (c.codes[i] == f.code) {
          used[i] = 1;
          return true;
        }
      }
      return false;
    };
    findings.erase(std::remove_if(findings.begin(), findings.end(), suppresses), findings.end());
    for (const Finding& f : withdrawn) suppresses(f);
    if (!report_unused || c.codes.empty() || c.in_unparsed_code) continue;
    std::vector<std::string> keep, drop;
    for (std::size_t i = 0; i < c.codes.size(); ++i) {
      const bool ours = starts_with(c.codes[i], "SR") && (!judged || judged(c.codes[i]));
      (ours && !used[i] ? drop : keep).push_back(c.codes[i]);
    }
    if (drop.empty()) continue;
    // The fix rewrites the directive without the unused codes, or deletes the whole comment.
    std::string replacement;
    SourceRange target = c.directive;
    // What the comment says after the directive ("# noqa: SR301 -- legacy job", "  # keep") stays.
    const std::string_view after = source.substr(c.directive.end_byte, c.range.end_byte - c.directive.end_byte);
    const std::size_t said = after.find_first_not_of(" \t");
    if (keep.empty() && said != std::string_view::npos) {
      const std::string_view two = source.substr(c.range.start_byte, 2);
      const std::string_view marker = two == "--" || two == "//" ? two : two.substr(0, 1);  // the file's comment marker
      const bool own_comment = after.substr(said).starts_with(marker);
      // Another comment after it: this one goes whole; else its marker stays before the words.
      const std::uint32_t from = c.range.start_byte + (own_comment ? 0 : static_cast<std::uint32_t>(marker.size()));
      const auto to = static_cast<std::uint32_t>(c.directive.end_byte + said);
      target = {from, to, {c.range.start.row, c.range.start.column + (from - c.range.start_byte)},
                {c.range.start.row, c.range.start.column + (to - c.range.start_byte)}};
      replacement = own_comment ? "" : " ";
    } else if (keep.empty()) {
      target = c.range;
      // Take the spaces before the comment too, so no trailing whitespace is left.
      while (target.start_byte > 0 && source[target.start_byte - 1] == ' ' && target.start.column > 0) {
        --target.start_byte;
        --target.start.column;
      }
    } else {
      replacement = "noqa: ";
      for (std::size_t i = 0; i < keep.size(); ++i) replacement += (i ? ", " : "") + keep[i];
    }
    std::string list;
    for (std::size_t i = 0; i < drop.size(); ++i) list += (i ? ", " : "") + drop[i];
    unused.push_back({"SR000", Severity::Hint, c.range, "Unused noqa: " + list + " suppresses nothing on this line.",
                      Fix{"Remove unused noqa codes", {{target, replacement}}, true}, false, {}, {}});
  }
  findings.insert(findings.end(), unused.begin(), unused.end());
}

}  // namespace streamlint::analysis

namespace streamlint::analysis {

std::optional<Fix> noqa_fix(TSNode root, std::string_view source, const std::vector<NoqaComment>& comments,
                            const Finding& finding, std::string_view marker) {
  const std::string title = "Disable " + finding.code + " for this line";
  const std::uint32_t finding_row = finding.range.start.row;
  // A noqa comment of the finding's logical line takes the code.
  for (const NoqaComment& c : comments) {
    if (finding_row < c.first_row || finding_row > c.last_row) continue;
    if (c.codes.empty() || std::find(c.codes.begin(), c.codes.end(), finding.code) != c.codes.end()) {
      return std::nullopt;  // already suppressed by this comment
    }
    std::string directive = "noqa: ";
    for (const std::string& code : c.codes) directive += code + ", ";
    return Fix{title, {{c.directive, directive + finding.code}}, true};
  }
  // Where the line starting at byte `line_start` (row `row`) ends, past every backslash continuation.
  const auto line_end = [&](std::size_t line_start, std::uint32_t& row) {
    for (;;) {
      std::size_t eol = source.find('\n', line_start);
      if (eol == std::string_view::npos) eol = source.size();
      std::size_t end = eol;
      if (end > line_start && source[end - 1] == '\r') --end;
      if (eol == source.size() || end == line_start || source[end - 1] != '\\') return std::pair{line_start, end};
      line_start = eol + 1;
      ++row;
    }
  };
  // A string (or any token) spanning the line end would swallow the comment (SQL text has no tree:
  // its caller checked).
  const auto in_string = [&](std::size_t end) {
    if (end == 0 || ts_node_is_null(root)) return false;
    TSNode node = ts_node_descendant_for_byte_range(root, static_cast<uint32_t>(end - 1), static_cast<uint32_t>(end));
    for (; !ts_node_is_null(node); node = ts_node_parent(node)) {
      if ((is(node, "string") || is(node, "concatenated_string") || is(node, "interpolated_string")) &&
          ts_node_end_byte(node) > end) {
        return true;
      }
    }
    return false;
  };
  // The end of the finding's own line; where a string spans it (the SQL of a `spark.sql("""...""")`),
  // the end of its statement's logical line, in Python.
  std::uint32_t row = finding_row;
  auto [line_start, end] = line_end(finding.range.start_byte - finding.range.start.column, row);  // columns are bytes
  if (in_string(end)) {
    if (marker != "#" || ts_node_is_null(root)) return std::nullopt;
    const TSNode statement = statement_of(
        ts_node_descendant_for_byte_range(root, finding.range.start_byte, finding.range.start_byte));
    if (ts_node_is_null(statement)) return std::nullopt;
    const std::uint32_t last = logical_rows_of(statement).second;
    std::size_t at = finding.range.start_byte - finding.range.start.column;
    for (row = finding_row; row < last; ++row) at = source.find('\n', at) + 1;
    std::tie(line_start, end) = line_end(at, row);
    if (in_string(end)) return std::nullopt;
  }
  const std::uint32_t column = static_cast<std::uint32_t>(end - line_start);
  const SourceRange at{static_cast<uint32_t>(end), static_cast<uint32_t>(end), {row, column}, {row, column}};
  return Fix{title, {{at, "  " + std::string(marker) + " noqa: " + finding.code}}, true};
}

namespace {

// True when byte `at` of SQL text is code: outside quotes ('..', "..", `..`) and comments, so a
// `-- noqa` comment put there ends the line's code instead of joining a literal or a comment.
bool sql_code_at(std::string_view text, std::size_t at) {
  char quote = 0;
  bool block = false, line = false;
  for (std::size_t i = 0; i < at && i < text.size(); ++i) {
    const char c = text[i], next = i + 1 < text.size() ? text[i + 1] : '\0';
    if (line) {
      line = c != '\n';
    } else if (block) {
      if (c == '*' && next == '/') block = false, ++i;
    } else if (quote) {
      if (c == '\\' && quote != '`') ++i;  // Spark SQL's escapes in string literals
      else if (c == quote) quote = 0;         // a doubled quote closes and opens again
    } else if (c == '\'' || c == '"' || c == '`') {
      quote = c;
    } else if (c == '-' && next == '-') {
      line = true;
    } else if (c == '/' && next == '*') {
      block = true, ++i;
    }
  }
  return !quote && !block && !line;
}

// "Disable" in SQL (a .sql file, a notebook's `%sql` cell): `-- noqa` at the end of the finding's
// line where it ends in code, else at the end of its statement (the comment's logical line), never
// inside a literal or comment. `sql` is the SQL with the positions it has in `text` from byte
// `offset` (row `first_row`) on.
std::optional<Fix> sql_noqa_fix(std::string_view text, std::string_view sql, std::size_t offset, std::uint32_t first_row,
                                const std::vector<NoqaComment>& comments, const Finding& finding) {
  const std::uint32_t row = finding.range.start.row;
  if (std::any_of(comments.begin(), comments.end(), [&](const NoqaComment& c) { return c.first_row <= row && row <= c.last_row; })) {
    return noqa_fix(TSNode{}, text, comments, finding, "--");  // takes the code
  }
  const auto code_at_end = [&](std::size_t line_start) {
    std::size_t end = std::min(text.find('\n', line_start), text.size());
    if (end > line_start && text[end - 1] == '\r') --end;
    return sql_code_at(sql, end - offset);
  };
  std::size_t line_start = finding.range.start_byte - finding.range.start.column;  // columns are bytes
  if (code_at_end(line_start)) return noqa_fix(TSNode{}, text, comments, finding, "--");
  for (const auto& [from, to] : sql_statement_rows(sql)) {
    if (row < first_row + from || row > first_row + to) continue;
    for (std::uint32_t r = row; r < first_row + to; ++r) line_start = text.find('\n', line_start) + 1;
    if (!code_at_end(line_start)) return std::nullopt;
    Finding last = finding;  // placed on the statement's last line
    last.range.start_byte = static_cast<std::uint32_t>(line_start);
    last.range.start = {first_row + to, 0};
    return noqa_fix(TSNode{}, text, comments, last, "--");
  }
  return std::nullopt;
}

}  // namespace

std::optional<Fix> disable_for_line_fix(std::string_view text, const SyntaxTree* tree, const Finding& finding,
                                        std::string_view path) {
  if (finding.code == "SR000") return std::nullopt;
  if (is_sql_path(path) || is_scala_path(path)) {
    // A SQL or Scala notebook's Python cell line takes Python's `# noqa` after its MAGIC text.
    const auto cells = NotebookPythonCells::of(text);
    if (cells && cells->python_row(finding.range.start.row)) {
      Finding in_module = finding;
      in_module.range = cells->to_module(finding.range);
      const SyntaxTree parsed = SyntaxTree::parse(cells->python_text());
      std::optional<Fix> fix =
          noqa_fix(parsed.root(), cells->text(), find_noqa_comments(parsed.root(), cells->text()), in_module);
      if (fix) cells->to_file(*fix);
      return fix;
    }
  }
  if (is_sql_path(path)) {
    return sql_noqa_fix(text, text, 0, 0, find_sql_noqa_comments(text), finding);
  }
  if (is_scala_path(path)) {
    // A Scala notebook's `%sql` cell line takes SQL's `-- noqa`, as a Python export's does.
    const std::size_t line_start = finding.range.start_byte - finding.range.start.column;
    if (auto sql = magic_sql_cell(text, line_start, finding.range.start.row, "// MAGIC")) {
      return sql_noqa_fix(text, sql->text, sql->start, sql->first_row, find_scala_noqa_comments(text), finding);
    }
    const ParsedScala parsed = parse_scala(text);
    for (std::size_t i = 0; i < parsed.trees.size(); ++i) {
      const TSNode root = parsed.trees[i].root();
      if (ts_node_start_byte(root) > finding.range.start_byte || finding.range.start_byte > ts_node_end_byte(root)) continue;
      // A line that ends inside a block comment takes no `//` comment (the tree has no comment
      // nodes to tell: scala_lexical.h).
      const std::size_t line_end = std::min(text.find('\n', finding.range.start_byte), text.size());
      for (const ScalaComment& c : scala_comments(text)) {
        if (c.block && c.start < line_end && c.end > line_end) return std::nullopt;
      }
      return noqa_fix(root, text, find_scala_noqa_comments(text), finding, "//");
    }
    return std::nullopt;
  }
  if (is_databricks_notebook(text)) {
    const auto cell = parse_cell_at(text, finding.range.start_byte);
    if (!cell) return std::nullopt;
    std::vector<NoqaComment> comments = find_noqa_comments(cell->tree.root(), text);
    // A `%sql` cell's line takes SQL's `-- noqa` after its `# MAGIC` text.
    const std::size_t line_start = finding.range.start_byte - finding.range.start.column;
    if (auto sql = magic_sql_cell(text, line_start, finding.range.start.row)) {
      return sql_noqa_fix(text, sql->text, sql->start, sql->first_row, comments, finding);
    }
    return noqa_fix(cell->tree.root(), text, comments, finding);
  }
  const SyntaxTree parsed = tree ? SyntaxTree() : SyntaxTree::parse(text);
  const TSNode root = tree ? tree->root() : parsed.root();
  return noqa_fix(root, text, find_noqa_comments(root, text), finding);
}

}  // namespace streamlint::analysis
