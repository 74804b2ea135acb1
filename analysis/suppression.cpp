#include "analysis/suppression.h"

#include <algorithm>
#include <cctype>

#include "analysis/notebook.h"
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
bool parse_noqa(std::string_view text, std::size_t& marker, std::size_t& start, std::size_t& end,
                std::vector<std::string>& codes) {
  const std::string lower = to_lower(text);
  // A "noqa" right after a comment marker ("# noqa", SQL's "-- noqa"), also after another comment
  // on the line ("# type: ignore  # noqa: SR301"), as flake8 and ruff read it.
  std::size_t at = std::string::npos;
  for (std::size_t found = lower.find("noqa"); found != std::string::npos; found = lower.find("noqa", found + 1)) {
    std::size_t before = found;
    while (before > 0 && (text[before - 1] == ' ' || text[before - 1] == '\t')) --before;
    const bool slashes = before > 1 && text[before - 1] == '/' && text[before - 2] == '/';  // Scala's `// noqa`
    if (before > 0 && (text[before - 1] == '#' || text[before - 1] == '-' || slashes)) {
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
    if (j == i) break;
    std::string code(text.substr(i, j - i));
    for (char& c : code) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    codes.push_back(code);
    end = j;
    i = j;
  }
  return true;
}

// True when the line ending just before byte `line_start` (a line start) ends with a backslash
// continuation (a '\r' before the '\n' aside).
bool previous_line_continues(std::string_view source, std::size_t line_start) {
  if (line_start == 0 || source[line_start - 1] != '\n') return false;
  std::size_t end = line_start - 1;
  if (end > 0 && source[end - 1] == '\r') --end;
  return end > 0 && source[end - 1] == '\\';
}

// The first row of the logical line holding `row`, whose start is at byte `line_start`.
std::uint32_t logical_first_row(std::string_view source, std::size_t line_start, std::uint32_t row) {
  while (row > 0 && previous_line_continues(source, line_start)) {
    --row;
    const std::size_t previous = source.rfind('\n', line_start - 2);
    line_start = previous == std::string_view::npos ? 0 : previous + 1;
  }
  return row;
}

}  // namespace

std::optional<NoqaComment> parse_noqa_comment(std::string_view text, const SourceRange& r) {
  std::size_t marker = 0, start = 0, end = 0;
  std::vector<std::string> codes;
  if (!parse_noqa(text, marker, start, end, codes)) return std::nullopt;
  const SourceRange d{r.start_byte + static_cast<uint32_t>(start), r.start_byte + static_cast<uint32_t>(end),
                      {r.start.row, r.start.column + static_cast<uint32_t>(start)},
                      {r.start.row, r.start.column + static_cast<uint32_t>(end)}};
  // The noqa comment runs from its marker to the end of the comment (one line).
  const SourceRange own{r.start_byte + static_cast<uint32_t>(marker), r.end_byte,
                        {r.start.row, r.start.column + static_cast<uint32_t>(marker)}, r.end};
  return NoqaComment{own, d, std::move(codes), r.start.row, r.start.row};
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
    if (auto noqa = parse_noqa_comment(node_text(node, source), range_of(node))) {
      noqa->first_row = logical_first_row(source, noqa->range.start_byte - noqa->range.start.column, noqa->row);
      out.push_back(std::move(*noqa));
    }
  }
  return out;
}

void apply_noqa(std::vector<Finding>& findings, const std::vector<NoqaComment>& comments, std::string_view source,
                bool report_unused) {
  std::vector<Finding> unused;
  for (const NoqaComment& c : comments) {
    std::vector<char> used(c.codes.size(), 0);
    findings.erase(std::remove_if(findings.begin(), findings.end(),
                                  [&](const Finding& f) -> bool {
                                    if (f.range.start.row < c.first_row || f.range.start.row > c.row) return false;
                                    if (c.codes.empty()) return true;
                                    for (std::size_t i = 0; i < c.codes.size(); ++i) {
                                      if (c.codes[i] == f.code) {
                                        used[i] = 1;
                                        return true;
                                      }
                                    }
                                    return false;
                                  }),
                   findings.end());
    if (!report_unused || c.codes.empty() || c.in_unparsed_code) continue;
    std::vector<std::string> keep, drop;
    for (std::size_t i = 0; i < c.codes.size(); ++i) {
      const bool ours = starts_with(c.codes[i], "SR");
      (ours && !used[i] ? drop : keep).push_back(c.codes[i]);
    }
    if (drop.empty()) continue;
    // The fix rewrites the directive without the unused codes, or deletes the whole comment.
    std::string replacement;
    SourceRange target = c.directive;
    if (keep.empty()) {
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
  // The comment goes at the end of the logical line: past every backslash continuation.
  std::uint32_t row = finding.range.start.row;
  std::size_t line_start = finding.range.start_byte - finding.range.start.column;  // columns are bytes
  std::size_t end = 0;
  while (true) {
    std::size_t eol = source.find('\n', line_start);
    if (eol == std::string_view::npos) eol = source.size();
    end = eol;
    if (end > line_start && source[end - 1] == '\r') --end;
    if (eol == source.size() || end == line_start || source[end - 1] != '\\') break;
    line_start = eol + 1;
    ++row;
  }
  for (const NoqaComment& c : comments) {
    if (c.row != row) continue;  // a comment can only close the logical line's last physical line
    if (c.codes.empty() || std::find(c.codes.begin(), c.codes.end(), finding.code) != c.codes.end()) {
      return std::nullopt;  // already suppressed by this comment
    }
    std::string directive = "noqa: ";
    for (const std::string& code : c.codes) directive += code + ", ";
    return Fix{title, {{c.directive, directive + finding.code}}, true};
  }
  // A string (or any token) spanning the line end would swallow the comment (SQL text has no tree:
  // its caller checked).
  if (end > 0 && !ts_node_is_null(root)) {
    TSNode node = ts_node_descendant_for_byte_range(root, static_cast<uint32_t>(end - 1), static_cast<uint32_t>(end));
    for (; !ts_node_is_null(node); node = ts_node_parent(node)) {
      if ((is(node, "string") || is(node, "concatenated_string") || is(node, "interpolated_string")) &&
          ts_node_end_byte(node) > end) {
        return std::nullopt;
      }
    }
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

}  // namespace

std::optional<Fix> disable_for_line_fix(std::string_view text, const SyntaxTree* tree, const Finding& finding,
                                        std::string_view path) {
  if (finding.code == "SR000") return std::nullopt;
  if (is_sql_path(path)) {
    // SQL's comment is `--` (find_sql_noqa_comments reads it).
    std::size_t end = std::min(text.find('\n', finding.range.start_byte), text.size());
    if (end > 0 && text[end - 1] == '\r') --end;
    const std::vector<NoqaComment> comments = find_sql_noqa_comments(text);
    const bool commented = std::any_of(comments.begin(), comments.end(),
                                       [&](const NoqaComment& c) { return c.row == finding.range.start.row; });
    if (!commented && !sql_code_at(text, end)) return std::nullopt;  // a noqa there would read nothing
    return noqa_fix(TSNode{}, text, comments, finding, "--");
  }
  if (is_scala_path(path)) {
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
    return noqa_fix(cell->tree.root(), text, find_noqa_comments(cell->tree.root(), text), finding);
  }
  const SyntaxTree parsed = tree ? SyntaxTree() : SyntaxTree::parse(text);
  const TSNode root = tree ? tree->root() : parsed.root();
  return noqa_fix(root, text, find_noqa_comments(root, text), finding);
}

}  // namespace streamlint::analysis
