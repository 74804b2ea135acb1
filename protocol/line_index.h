// Conversion between byte offsets in UTF-8 text and LSP positions.
//
// Units: a byte offset counts UTF-8 bytes from the start of the text (0-based). An LSP Position
// is (line, character), both 0-based, where `character` counts code units of the negotiated
// PositionEncodingKind: UTF-8 bytes, UTF-16 code units (the LSP default) or UTF-32 code points.
// Source: LSP 3.17 specification, "Position" and "PositionEncodingKind".
//
// Lines end at '\n' (a preceding '\r' stays part of the line's text) and at a lone '\r' (LSP:
// "\n", "\r\n" and "\r"). The analysis parses lone '\r' as '\n', so its rows and these lines agree.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

namespace streamlint::protocol {

enum class PositionEncoding { Utf8, Utf16, Utf32 };

// "utf-8" | "utf-16" | "utf-32" (PositionEncodingKind values); nullopt for anything else.
std::optional<PositionEncoding> parse_position_encoding(std::string_view kind);
std::string_view to_string(PositionEncoding encoding);

struct Position {
  std::uint32_t line = 0;       // 0-based
  std::uint32_t character = 0;  // 0-based, in code units of the encoding
  bool operator==(const Position&) const = default;
};

// Length of `text` in code units of `encoding`. Invalid UTF-8 bytes count as one unit each.
std::uint32_t code_units(std::string_view text, PositionEncoding encoding);

// An index of line starts over a text the caller keeps alive and unchanged.
class LineIndex {
 public:
  explicit LineIndex(std::string_view text);
  // The lines of `other` over `same_text`, a copy of other's text (no rescan).
  LineIndex(const LineIndex& other, std::string_view same_text) : text_(same_text), line_starts_(other.line_starts_) {}
  // Follows an edit of the text: bytes [start, old_end) were replaced by [start, new_end) of
  // `new_text` (the whole text after the edit). Costs the lines after the edit, not a rescan.
  void update(std::string_view new_text, std::size_t start, std::size_t old_end, std::size_t new_end);

  std::size_t line_count() const { return line_starts_.size(); }
  // Byte offset where `line` starts; text size for lines past the end.
  std::size_t line_start(std::uint32_t line) const;
  // Text of a line without its line end ('\n', "\r\n" or a lone '\r').
  std::string_view line_text(std::uint32_t line) const;

  // Byte offset (clamped to the text) -> position.
  Position to_position(std::size_t byte_offset, PositionEncoding encoding) const;
  // (row, byte column) as tree-sitter reports it -> position.
  Position to_position(std::uint32_t row, std::uint32_t byte_column, PositionEncoding encoding) const;
  // Position -> byte offset. A character past the line end clamps to the line end and a line past
  // the last clamps to the end of the text (LSP: "defaults back to the line length").
  std::size_t to_offset(Position position, PositionEncoding encoding) const;

 private:
  std::string_view text_;
  std::vector<std::size_t> line_starts_;
};

}  // namespace streamlint::protocol
