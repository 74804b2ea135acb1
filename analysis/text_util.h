// Small string helpers shared by analysis code.
#pragma once

#include <array>
#include <cstddef>
#include <string>
#include <string_view>

namespace streamlint::analysis {

// ASCII case-insensitive equality (Spark option and conf keys, streaming-facts.md §1.1).
bool iequals(std::string_view a, std::string_view b);
std::string to_lower(std::string_view s);
bool starts_with(std::string_view s, std::string_view prefix);
bool ends_with(std::string_view s, std::string_view suffix);
// `s` without leading and trailing spaces (how Spark reads option values it trims).
std::string_view trim_spaces(std::string_view s);
// Old Mac line ends: a '\r' not followed by '\n'. Python and LSP end lines there, tree-sitter's
// grammars do not; normalised to '\n' (the same length, so every offset stays).
bool has_lone_carriage_return(std::string_view text);
std::string normalise_lone_carriage_returns(std::string_view text);

// How many bytes `a` and `b` share at their start, and at their end within the bytes after
// `skip` (at most min(size) - skip): where two versions of a text differ. Block compares (memcmp),
// so an editor can diff a large text on each keystroke.
std::size_t common_prefix(std::string_view a, std::string_view b);
std::size_t common_suffix(std::string_view a, std::string_view b, std::size_t skip = 0);

// True when `name` is one of `names`.
template <std::size_t N>
bool one_of(std::string_view name, const std::array<std::string_view, N>& names) {
  for (std::string_view n : names) {
    if (n == name) return true;
  }
  return false;
}

}  // namespace streamlint::analysis
