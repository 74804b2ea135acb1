// Positions in analysed source. All analysis results use these units; conversion to LSP or
// terminal columns happens at the edges (protocol::LineIndex).
#pragma once

#include <string_view>

#include <cstdint>

#include <tree_sitter/api.h>

namespace streamlint::analysis {

// A point as tree-sitter reports it: 0-based row, 0-based column in UTF-8 bytes.
struct TextPoint {
  std::uint32_t row = 0;
  std::uint32_t column = 0;
  bool operator==(const TextPoint&) const = default;
};

// A half-open span [start_byte, end_byte) of UTF-8 bytes with its start and end points.
struct SourceRange {
  std::uint32_t start_byte = 0;
  std::uint32_t end_byte = 0;
  TextPoint start;
  TextPoint end;
  bool operator==(const SourceRange&) const = default;
  bool contains(std::uint32_t byte) const { return start_byte <= byte && byte < end_byte; }
};

inline SourceRange range_of(TSNode node) {
  const TSPoint s = ts_node_start_point(node);
  const TSPoint e = ts_node_end_point(node);
  return {ts_node_start_byte(node), ts_node_end_byte(node), {s.row, s.column}, {e.row, e.column}};
}

// The point (0-based row, byte column) of `byte` in `text`, counting lines from its start; a byte
// past the end keeps counting columns on the last line.
TextPoint point_at_byte(std::string_view text, std::uint32_t byte);

// The span from the start of `first` to the end of `last`.
inline SourceRange span(const SourceRange& first, const SourceRange& last) {
  return {first.start_byte, last.end_byte, first.start, last.end};
}

// The empty range at the start of `r`: where an insertion before `r` goes.
inline SourceRange start_of(const SourceRange& r) { return {r.start_byte, r.start_byte, r.start, r.start}; }

}  // namespace streamlint::analysis
