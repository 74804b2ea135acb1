#include "analysis/utf8.h"

#include <gtest/gtest.h>

namespace streamlint::analysis {
namespace {

TEST(Utf8, ValidTextIsKeptAsIs) {
  const std::string text = "plain /chk/é中😀";
  EXPECT_EQ(valid_utf8(text), text);
  EXPECT_EQ(escaped_utf8(text), text);
  EXPECT_EQ(utf8_sequence_length(text, text.find("é")), 2u);
  EXPECT_EQ(utf8_sequence_length(text, text.find("中")), 3u);
  EXPECT_EQ(utf8_sequence_length(text, text.find("😀")), 4u);
}

TEST(Utf8, EveryKindOfInvalidByteIsReplaced) {
  // A lone continuation byte, a Latin-1 byte, a truncated sequence at the end, an overlong '/'
  // (C0 AF), a UTF-16 surrogate (ED A0 80), a code point above U+10FFFF (F4 90 80 80), and FF.
  EXPECT_EQ(valid_utf8("a\x80" "b"), "a\xEF\xBF\xBD" "b");
  EXPECT_EQ(valid_utf8("caf\xE9"), "caf\xEF\xBF\xBD");
  EXPECT_EQ(valid_utf8("x\xE4\xB8"), "x\xEF\xBF\xBD\xEF\xBF\xBD");
  EXPECT_EQ(valid_utf8("\xC0\xAF"), "\xEF\xBF\xBD\xEF\xBF\xBD");
  EXPECT_EQ(valid_utf8("\xED\xA0\x80"), "\xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD");
  EXPECT_EQ(valid_utf8("\xF4\x90\x80\x80"), "\xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD");
  EXPECT_EQ(valid_utf8("\xFF"), "\xEF\xBF\xBD");
  EXPECT_EQ(escaped_utf8("caf\xE9.py"), "caf\\xE9.py");
  EXPECT_EQ(escaped_utf8("\xFF\xFE/é.py"), "\\xFF\\xFE/é.py");
  // Control characters in a name are escaped too: a line break, an escape sequence, DEL.
  EXPECT_EQ(escaped_utf8("new\nline\x1B]0;x\x7F.py"), "new\\x0Aline\\x1B]0;x\\x7F.py");
}

}  // namespace
}  // namespace streamlint::analysis
