// Test text edits: every occurrence of `from` in `text` replaced by `to`. (std::regex trips GCC
// 12's maybe-uninitialized warning in the sanitizer build, and plain text is all the tests need.)
#pragma once

#include <string>
#include <string_view>

namespace streamlint::testing {

inline std::string replace_all(std::string text, std::string_view from, std::string_view to) {
  for (std::size_t at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size())) {
    text.replace(at, from.size(), to);
  }
  return text;
}

}  // namespace streamlint::testing
