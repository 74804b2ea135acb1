#include "protocol/line_index.h"

#include <gtest/gtest.h>

#include <random>
#include <string>

namespace streamlint::protocol {
namespace {

// "é" is 2 UTF-8 bytes / 1 UTF-16 unit; "中" 3 bytes / 1 unit; "😀" 4 bytes / 2 UTF-16 units.
const std::string kText = "x = 1\ns = \"é中😀\"; q.trigger(once=True)\n";

TEST(LineIndex, ConvertsByteColumnsToEachEncoding) {
  const LineIndex index(kText);
  const std::size_t byte = kText.find("q.trigger");
  // Line 1 up to `q`: `s = "` (5) + é + 中 + 😀 + `"; ` (3).
  EXPECT_EQ(index.to_position(byte, PositionEncoding::Utf8), (Position{1, 5 + 2 + 3 + 4 + 3}));
  EXPECT_EQ(index.to_position(byte, PositionEncoding::Utf16), (Position{1, 5 + 1 + 1 + 2 + 3}));
  EXPECT_EQ(index.to_position(byte, PositionEncoding::Utf32), (Position{1, 5 + 1 + 1 + 1 + 3}));
}

TEST(LineIndex, RoundTripsEveryCharacterBoundary) {
  const LineIndex index(kText);
  for (auto enc : {PositionEncoding::Utf8, PositionEncoding::Utf16, PositionEncoding::Utf32}) {
    for (std::size_t b = 0; b <= kText.size(); ++b) {
      const bool boundary = b == kText.size() || (static_cast<unsigned char>(kText[b]) & 0xC0) != 0x80;
      if (!boundary) continue;
      EXPECT_EQ(index.to_offset(index.to_position(b, enc), enc), b) << "byte " << b;
    }
  }
}

// A lead byte without its continuation bytes (a Latin-1 `é`, 0xE9, in a file read as UTF-8) is one
// character, as a decoder's U+FFFD: it used to take the two ASCII bytes after it with it, so every
// column after it was two short.
TEST(LineIndex, ABrokenSequenceIsOneCharacterAndKeepsTheAsciiAfterIt) {
  const std::string text = "s = 'caf\xE9'; q.trigger(once=True) \xF0\x9F\x98";
  const LineIndex index(text);
  const std::size_t byte = text.find("q.trigger");
  for (auto enc : {PositionEncoding::Utf16, PositionEncoding::Utf32}) {
    EXPECT_EQ(index.to_position(byte, enc), (Position{0, static_cast<std::uint32_t>(byte)}));
    EXPECT_EQ(index.to_offset(index.to_position(byte, enc), enc), byte);
    // The truncated emoji at the end is one U+FFFD (one UTF-16 unit too).
    EXPECT_EQ(index.to_position(text.size(), enc), (Position{0, static_cast<std::uint32_t>(text.size() - 2)}));
  }
}

TEST(LineIndex, ClampsPastLineEndAndPastLastLine) {
  const LineIndex index(kText);
  EXPECT_EQ(index.to_offset({0, 99}, PositionEncoding::Utf16), 5u);  // end of "x = 1"
  EXPECT_EQ(index.to_offset({9, 0}, PositionEncoding::Utf16), kText.size());
}

TEST(LineIndex, PositionInsideASurrogatePairMovesPastTheCharacter) {
  const std::string text = "😀x";
  const LineIndex index(text);
  // Character 1 splits the emoji's surrogate pair; the offset lands after the whole emoji.
  EXPECT_EQ(index.to_offset({0, 1}, PositionEncoding::Utf16), 4u);
  EXPECT_EQ(index.to_offset({0, 2}, PositionEncoding::Utf16), 4u);
}

TEST(LineIndex, RowAndByteColumnFromTreeSitter) {
  const LineIndex index(kText);
  const std::uint32_t byte_column = static_cast<std::uint32_t>(kText.find("q.trigger") - kText.find('s'));
  EXPECT_EQ(index.to_position(1, byte_column, PositionEncoding::Utf16).character, 12u);
}

TEST(LineIndex, LinesEndAtLfCrLfAndALoneCr) {
  const LineIndex index("a\rbb\r\nccc\nd");
  EXPECT_EQ(index.line_text(0), "a");
  EXPECT_EQ(index.line_text(1), "bb");  // "\r\n" is one line end
  EXPECT_EQ(index.to_offset({1, 99}, PositionEncoding::Utf16), 4u);  // clamped before the '\r', never between it and '\n'
  EXPECT_EQ(index.line_text(2), "ccc");
  EXPECT_EQ(index.line_text(3), "d");
  EXPECT_EQ(index.to_position(std::size_t{3}, PositionEncoding::Utf16), (Position{1, 1}));
  EXPECT_EQ(index.to_offset({3, 0}, PositionEncoding::Utf16), 10u);
}

TEST(PositionEncodingKind, ParsesTheSpecNames) {
  EXPECT_EQ(parse_position_encoding("utf-8"), PositionEncoding::Utf8);
  EXPECT_EQ(parse_position_encoding("utf-16"), PositionEncoding::Utf16);
  EXPECT_EQ(parse_position_encoding("utf-32"), PositionEncoding::Utf32);
  EXPECT_EQ(parse_position_encoding("latin1"), std::nullopt);
}

}  // namespace
}  // namespace streamlint::protocol

namespace streamlint::protocol {
namespace {

TEST(LineIndex, UpdateFollowsEditsLikeAFreshIndex) {
  std::string text = "a = 1\r\nb = 2\rc = 3\n\nd\n";
  LineIndex index(text);
  std::mt19937 rng(11302026);
  const char* fragments[] = {"\n", "\r", "\r\n", "x", "é", "😀", "", "\n\n", "yy\rz"};
  for (int step = 0; step < 2000; ++step) {
    std::size_t a = text.empty() ? 0 : rng() % (text.size() + 1);
    std::size_t b = std::min(text.size(), a + rng() % 4);
    const std::string fragment = fragments[rng() % std::size(fragments)];
    text.replace(a, b - a, fragment);
    index.update(text, a, b, a + fragment.size());
    const LineIndex fresh(text);
    ASSERT_EQ(index.line_count(), fresh.line_count()) << "step " << step;
    for (std::uint32_t line = 0; line < fresh.line_count(); ++line) {
      ASSERT_EQ(index.line_start(line), fresh.line_start(line)) << "step " << step << " line " << line;
    }
  }
}

}  // namespace
}  // namespace streamlint::protocol
