#include "analysis/fix_validation.h"

#include <algorithm>
#include <cstdint>
#include <string>

#include "analysis/notebook.h"
#include "analysis/project/project_config.h"
#include "analysis/scala/scala_source.h"
#include "analysis/sql_file.h"
#include "analysis/syntax/node.h"

namespace streamlint::analysis {

bool edits_keep_syntax(std::string_view text, const SyntaxTree& tree, std::vector<TextEdit> edits) {
  if (tree.empty() || edits.empty()) return true;
  std::uint32_t lo = UINT32_MAX, hi = 0;
  for (const TextEdit& e : edits) {
    if (e.range.start_byte > e.range.end_byte || e.range.end_byte > text.size()) return false;
    lo = std::min(lo, e.range.start_byte);
    hi = std::max(hi, e.range.end_byte);
  }
  // The top-level statements the edits touch (an edit at a statement's edge touches it), found
  // by byte from the root: a walk over every statement per fix would be quadratic in a file with
  // many fixes.
  std::uint32_t start = UINT32_MAX, end = 0;
  bool had_errors = false;
  PooledCursor pooled(tree.root());
  TSTreeCursor* cursor = pooled.get();
  if (ts_tree_cursor_goto_first_child_for_byte(cursor, lo > 0 ? lo - 1 : 0) >= 0) {
    do {
      const TSNode statement = ts_tree_cursor_current_node(cursor);
      if (ts_node_start_byte(statement) > hi) break;
      if (ts_node_end_byte(statement) < lo) continue;
      start = std::min(start, ts_node_start_byte(statement));
      end = std::max(end, ts_node_end_byte(statement));
      had_errors = had_errors || ts_node_has_error(statement);
    } while (ts_tree_cursor_goto_next_sibling(cursor));
  }
  if (had_errors) return true;
  if (start == UINT32_MAX) {  // between statements: the edits' own lines
    start = lo;
    end = hi;
  }
  start = std::min(start, lo);
  end = std::max(end, hi);
  while (start > 0 && text[start - 1] != '\n') --start;  // from the start of its line
  // ... and from the start of a statement that line continues (a comment closing a bracketed
  // statement's last line is a node of its own: alone, `    .g())  # noqa` does not parse).
  for (TSNode holder = ts_node_first_child_for_byte(tree.root(), start);
       !ts_node_is_null(holder) && ts_node_start_byte(holder) < start;
       holder = ts_node_first_child_for_byte(tree.root(), start)) {
    if (ts_node_has_error(holder)) return true;  // as a broken statement the edits touch
    start = ts_node_start_byte(holder);
    while (start > 0 && text[start - 1] != '\n') --start;
  }
  // Lines a backslash joins are one logical line: the region takes the lines continued into it and
  // the lines it continues into whole (a deleted call must not leave `y = 1; \` at the end).
  const auto continued = [&](std::size_t line_end) {  // the line ending at `line_end` ends with '\'
    std::size_t k = line_end;
    if (k > 0 && text[k - 1] == '\r') --k;
    return k > 0 && text[k - 1] == '\\';
  };
  while (start > 0 && continued(start - 1)) {
    --start;
    while (start > 0 && text[start - 1] != '\n') --start;
  }
  // Each step moves on one line (an empty line after the backslash ends the search, and never
  // finds the same newline again).
  for (std::size_t line_end = text.find('\n', end == 0 ? 0 : end - 1);
       line_end != std::string_view::npos && continued(line_end) && line_end + 1 < text.size();) {
    line_end = text.find('\n', line_end + 1);
    end = static_cast<std::uint32_t>(line_end == std::string_view::npos ? text.size() : line_end);
  }
  // The region with the edits applied, last edit first so earlier offsets hold.
  std::sort(edits.begin(), edits.end(),
            [](const TextEdit& a, const TextEdit& b) { return a.range.start_byte > b.range.start_byte; });
  std::string region(text.substr(start, end - start));
  for (const TextEdit& e : edits) {
    region.replace(e.range.start_byte - start, e.range.end_byte - e.range.start_byte, e.new_text);
  }
  // A line the edits left ending in a backslash continues into the text after the region (a
  // deleted last line of a continued pair): the region takes it, and at the end of the file that is
  // an error (tree-sitter reads a backslash before the end as nothing; Python does not).
  for (int lines = 0;; ++lines) {
    std::size_t k = region.size();
    while (k > 0 && (region[k - 1] == '\n' || region[k - 1] == '\r')) --k;
    if (k == 0 || region[k - 1] != '\\') break;
    if (end >= text.size() || lines > 64) return false;
    const std::size_t next = std::min(text.find('\n', end + 1), text.size());
    region.append(text.substr(end, next - end));
    end = static_cast<std::uint32_t>(next);
  }
  return !SyntaxTree::parse(region, nullptr, ts_tree_language(tree.get())).has_error();
}

bool fix_keeps_syntax(std::string_view text, const SyntaxTree* tree, const Fix& fix, std::string_view path) {
  if (fix.edits.empty()) return true;
  // A SQL or YAML file has no Python tree to prove an edit on; `check` offers their fixes as
  // written (they replace or wrap one token: REPLACE -> REFRESH, t -> STREAM(t)).
  if (is_sql_path(path) || is_yaml_path(path)) return true;
  if (is_scala_path(path)) {
    const ParsedScala parsed = parse_scala(text);
    const std::uint32_t at = fix.edits.front().range.start_byte;
    for (std::size_t i = 0; i < parsed.trees.size(); ++i) {
      const bool holds = parsed.cell_ranges.empty() ||
                         (parsed.cell_ranges[i].start_byte <= at && at <= parsed.cell_ranges[i].end_byte);
      if (holds) return edits_keep_syntax(parsed.parsed(), parsed.trees[i], fix.edits);
    }
    return false;  // in a piece too slow to parse: not proven
  }
  if (is_databricks_notebook(text)) {
    const auto cell = parse_cell_at(text, fix.edits.front().range.start_byte);
    return !cell || edits_keep_syntax(cell->masked, cell->tree, fix.edits);
  }
  if (tree) return edits_keep_syntax(text, *tree, fix.edits);
  return edits_keep_syntax(text, SyntaxTree::parse(text), fix.edits);
}

}  // namespace streamlint::analysis
