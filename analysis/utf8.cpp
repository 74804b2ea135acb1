#include "analysis/utf8.h"

namespace streamlint::analysis {

std::size_t utf8_sequence_length(std::string_view text, std::size_t at) {
  const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[i]); };
  const unsigned char lead = byte(at);
  if (lead < 0x80) return 1;
  std::size_t length = 0;
  unsigned char low = 0x80, high = 0xBF;  // the range of the second byte
  if (lead >= 0xC2 && lead <= 0xDF) {
    length = 2;
  } else if (lead >= 0xE0 && lead <= 0xEF) {
    length = 3;
    if (lead == 0xE0) low = 0xA0;   // overlong
    if (lead == 0xED) high = 0x9F;  // surrogates
  } else if (lead >= 0xF0 && lead <= 0xF4) {
    length = 4;
    if (lead == 0xF0) low = 0x90;   // overlong
    if (lead == 0xF4) high = 0x8F;  // above U+10FFFF
  } else {
    return 0;
  }
  if (at + length > text.size()) return 0;
  if (byte(at + 1) < low || byte(at + 1) > high) return 0;
  for (std::size_t i = 2; i < length; ++i) {
    if (byte(at + i) < 0x80 || byte(at + i) > 0xBF) return 0;
  }
  return length;
}

namespace {

template <typename Invalid>
std::string rewrite_invalid(std::string_view text, Invalid invalid) {
  // Valid bytes are copied in runs (every finding's message passes here on output).
  std::string out;
  out.reserve(text.size());
  std::size_t run = 0;  // where the run of valid bytes not yet copied starts
  for (std::size_t i = 0; i < text.size();) {
    if (static_cast<unsigned char>(text[i]) < 0x80) {
      ++i;
      continue;
    }
    const std::size_t n = utf8_sequence_length(text, i);
    if (n == 0) {
      out.append(text.substr(run, i - run));
      invalid(out, static_cast<unsigned char>(text[i]));
      run = ++i;
    } else {
      i += n;
    }
  }
  out.append(text.substr(run));
  return out;
}

}  // namespace

std::string valid_utf8(std::string_view text) {
  return rewrite_invalid(text, [](std::string& out, unsigned char) { out += "\xEF\xBF\xBD"; });
}

std::string escaped_utf8(std::string_view text) {
  auto hex = [](std::string& out, unsigned char b) {
    constexpr char kHex[] = "0123456789ABCDEF";
    out += "\\x";
    out.push_back(kHex[b >> 4]);
    out.push_back(kHex[b & 0xF]);
  };
  std::string out;
  for (std::size_t i = 0; i < text.size();) {
    const auto b = static_cast<unsigned char>(text[i]);
    const std::size_t n = utf8_sequence_length(text, i);
    if (n == 0 || b < 0x20 || b == 0x7F) {
      hex(out, b);
      ++i;
    } else {
      out.append(text.substr(i, n));
      i += n;
    }
  }
  return out;
}

}  // namespace streamlint::analysis
