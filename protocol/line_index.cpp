#include "protocol/line_index.h"

#include <algorithm>
#include <cstring>
#include <utility>

namespace streamlint::protocol {
namespace {

// Length in bytes of the UTF-8 sequence starting with `lead`; 1 for invalid lead bytes.
std::size_t sequence_length(unsigned char lead) {
  if (lead < 0x80) return 1;
  if ((lead >> 5) == 0x6) return 2;
  if ((lead >> 4) == 0xE) return 3;
  if ((lead >> 3) == 0x1E) return 4;
  return 1;
}

// The character at byte `i` of `text`: its bytes, and whether it is a whole UTF-8 sequence. A lead
// byte whose continuation bytes are missing (a Latin-1 `é` followed by ASCII) is one character with
// the continuations it has, as a decoder's U+FFFD for the maximal subpart: it never swallows the
// ASCII after it.
std::pair<std::size_t, bool> character_at(std::string_view text, std::size_t i) {
  const std::size_t declared = sequence_length(static_cast<unsigned char>(text[i]));
  const std::size_t available = std::min(declared, text.size() - i);
  std::size_t len = 1;
  while (len < available && (static_cast<unsigned char>(text[i + len]) & 0xC0) == 0x80) ++len;
  return {len, len == declared};
}

// Code units one character of `bytes` bytes takes in `encoding` (`whole`: a valid sequence; a
// broken one is one U+FFFD).
std::uint32_t units_for(std::size_t bytes, bool whole, PositionEncoding encoding) {
  switch (encoding) {
    case PositionEncoding::Utf8: return static_cast<std::uint32_t>(bytes);
    case PositionEncoding::Utf16:
      return whole && bytes == 4 ? 2 : 1;
    case PositionEncoding::Utf32: return 1;
  }
  return 1;
}

}  // namespace

std::optional<PositionEncoding> parse_position_encoding(std::string_view kind) {
  if (kind == "utf-8") return PositionEncoding::Utf8;
  if (kind == "utf-16") return PositionEncoding::Utf16;
  if (kind == "utf-32") return PositionEncoding::Utf32;
  return std::nullopt;
}

std::string_view to_string(PositionEncoding encoding) {
  switch (encoding) {
    case PositionEncoding::Utf8: return "utf-8";
    case PositionEncoding::Utf16: return "utf-16";
    case PositionEncoding::Utf32: return "utf-32";
  }
  return "utf-16";
}

std::uint32_t code_units(std::string_view text, PositionEncoding encoding) {
  std::uint32_t units = 0;
  for (std::size_t i = 0; i < text.size();) {
    const auto [len, whole] = character_at(text, i);
    units += units_for(len, whole, encoding);
    i += len;
  }
  return units;
}

LineIndex::LineIndex(std::string_view text) : text_(text) {
  line_starts_.push_back(0);
  // Text without '\r' (the usual case; `check` indexes every file it reports on): memchr.
  if (text.empty()) return;
  if (std::memchr(text.data(), '\r', text.size()) == nullptr) {
    for (const char* p = text.data(), *end = p + text.size();
         (p = static_cast<const char*>(std::memchr(p, '\n', static_cast<std::size_t>(end - p)))) != nullptr;) {
      ++p;
      line_starts_.push_back(static_cast<std::size_t>(p - text.data()));
    }
    return;
  }
  for (std::size_t i = 0; i < text.size(); ++i) {
    const bool lone_cr = text[i] == '\r' && (i + 1 == text.size() || text[i + 1] != '\n');
    if (text[i] == '\n' || lone_cr) line_starts_.push_back(i + 1);
  }
}

void LineIndex::update(std::string_view new_text, std::size_t start, std::size_t old_end, std::size_t new_end) {
  // Rescan from the start of the edited line (a '\r' just before the edit may have been a lone
  // one) to one byte past the edit (a '\n' after it may join a '\r' the edit added).
  const long delta = static_cast<long>(new_end) - static_cast<long>(old_end);
  auto line_of = [&](std::size_t offset) {
    return static_cast<std::size_t>(std::upper_bound(line_starts_.begin(), line_starts_.end(), offset) - line_starts_.begin()) - 1;
  };
  const std::size_t first = line_of(start > 0 ? start - 1 : 0);
  const std::size_t scan_from = line_starts_[first];
  const std::size_t old_scan_end = std::min(old_end + 1, text_.size());
  // Starts after the rescanned region move by delta; those inside it are found again.
  auto keep_after = std::upper_bound(line_starts_.begin(), line_starts_.end(), old_scan_end);
  std::vector<std::size_t> tail(keep_after, line_starts_.end());
  for (std::size_t& s : tail) s = static_cast<std::size_t>(static_cast<long>(s) + delta);
  line_starts_.resize(first + 1);
  const std::size_t scan_end = std::min(new_end + 1, new_text.size());
  for (std::size_t i = scan_from; i < scan_end; ++i) {
    const bool lone_cr = new_text[i] == '\r' && (i + 1 == new_text.size() || new_text[i + 1] != '\n');
    if (new_text[i] == '\n' || lone_cr) line_starts_.push_back(i + 1);
  }
  for (std::size_t s : tail) {
    if (s > line_starts_.back()) line_starts_.push_back(s);
  }
  text_ = new_text;
}

std::size_t LineIndex::line_start(std::uint32_t line) const {
  return line < line_starts_.size() ? line_starts_[line] : text_.size();
}

std::string_view LineIndex::line_text(std::uint32_t line) const {
  if (line >= line_starts_.size()) return {};
  const std::size_t start = line_starts_[line];
  std::size_t end = line + 1 < line_starts_.size() ? line_starts_[line + 1] - 1 : text_.size();
  // A CRLF line's text ends before its '\r': a character past the line's end clamps to its length
  // (LSP 3.17, Position), not between '\r' and '\n'.
  if (line + 1 < line_starts_.size() && end > start && text_[end - 1] == '\r') --end;
  return text_.substr(start, end - start);
}

Position LineIndex::to_position(std::size_t byte_offset, PositionEncoding encoding) const {
  byte_offset = std::min(byte_offset, text_.size());
  auto it = std::upper_bound(line_starts_.begin(), line_starts_.end(), byte_offset);
  const auto line = static_cast<std::uint32_t>(std::distance(line_starts_.begin(), it) - 1);
  const std::size_t start = line_starts_[line];
  return {line, code_units(text_.substr(start, byte_offset - start), encoding)};
}

Position LineIndex::to_position(std::uint32_t row, std::uint32_t byte_column,
                                PositionEncoding encoding) const {
  std::string_view line = line_text(row);
  return {row, code_units(line.substr(0, std::min<std::size_t>(byte_column, line.size())), encoding)};
}

std::size_t LineIndex::to_offset(Position position, PositionEncoding encoding) const {
  if (position.line >= line_starts_.size()) return text_.size();
  std::string_view line = line_text(position.line);
  std::uint32_t units = 0;
  std::size_t i = 0;
  while (i < line.size() && units < position.character) {
    const auto [len, whole] = character_at(line, i);
    units += units_for(len, whole, encoding);
    i += len;
  }
  return line_starts_[position.line] + i;
}

}  // namespace streamlint::protocol
