#include "analysis/fix_validation.h"

#include <algorithm>
#include <string>

#include "analysis/notebook.h"

namespace streamlint::analysis {
namespace {

// The point reached after `text`, starting from `origin` (columns in bytes, as tree-sitter counts).
TSPoint point_after(TextPoint origin, std::string_view text) {
  TSPoint p{origin.row, origin.column};
  for (char c : text) {
    if (c == '\n') {
      ++p.row;
      p.column = 0;
    } else {
      ++p.column;
    }
  }
  return p;
}

}  // namespace

bool edits_keep_syntax(std::string_view text, const SyntaxTree& tree, const SourceRange* cell,
                       std::vector<TextEdit> edits) {
  if (tree.empty() || tree.has_error() || edits.empty()) return true;
  // Last edit first: the offsets and points of the earlier ones stay valid.
  std::sort(edits.begin(), edits.end(),
            [](const TextEdit& a, const TextEdit& b) { return a.range.start_byte > b.range.start_byte; });
  std::string fixed(text);
  SyntaxTree edited = tree;
  long delta = 0;
  for (const TextEdit& e : edits) {
    const SourceRange& r = e.range;
    if (r.start_byte > r.end_byte || r.end_byte > fixed.size()) return false;
    fixed.replace(r.start_byte, r.end_byte - r.start_byte, e.new_text);
    delta += static_cast<long>(e.new_text.size()) - static_cast<long>(r.end_byte - r.start_byte);
    if (!cell) {
      TSInputEdit edit{};
      edit.start_byte = r.start_byte;
      edit.old_end_byte = r.end_byte;
      edit.new_end_byte = static_cast<uint32_t>(r.start_byte + e.new_text.size());
      edit.start_point = {r.start.row, r.start.column};
      edit.old_end_point = {r.end.row, r.end.column};
      edit.new_end_point = point_after(r.start, e.new_text);
      edited.edit(edit);
    }
  }
  if (cell) {
    const auto end = static_cast<uint32_t>(static_cast<long>(cell->end_byte) + delta);
    return !SyntaxTree::parse_range(fixed, cell->start_byte, end, {cell->start.row, cell->start.column}).has_error();
  }
  return !SyntaxTree::parse(fixed, &edited).has_error();
}

bool fix_keeps_syntax(std::string_view text, const SyntaxTree* tree, const Fix& fix) {
  if (fix.edits.empty()) return true;
  if (is_databricks_notebook(text)) {
    const std::string masked = mask_magic_lines(text);
    const uint32_t at = fix.edits.front().range.start_byte;
    for (const SourceRange& cell : notebook_cells(masked)) {
      if (at < cell.start_byte || at > cell.end_byte) continue;
      const SyntaxTree parsed = SyntaxTree::parse_range(masked, cell.start_byte, cell.end_byte, {cell.start.row, cell.start.column});
      return edits_keep_syntax(masked, parsed, &cell, fix.edits);
    }
    return true;
  }
  if (tree) return edits_keep_syntax(text, *tree, nullptr, fix.edits);
  return edits_keep_syntax(text, SyntaxTree::parse(text), nullptr, fix.edits);
}

}  // namespace streamlint::analysis
