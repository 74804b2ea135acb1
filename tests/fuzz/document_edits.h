// The editor's path in a fuzz target: a Document edited a piece at a time, its units compared
// after each edit with a fresh Document of the same text (analysis/document.h: after any sequence
// of edits the units are a fresh parse's).
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "analysis/document.h"

namespace streamlint::fuzz {

// The edited document's units are a fresh one's: same number, text, place and size.
// Whole parses get a minute in the fuzz targets (kWholeParseBudget), so a loaded machine cannot
// make one side time out where the other did not.
inline constexpr std::uint64_t kWholeParseBudget = 60'000'000;

inline void expect_fresh(const analysis::Document& edited, const std::string& path) {
  const analysis::Document fresh(edited.text(), path, kWholeParseBudget);
  if (edited.keeps_units() != fresh.keeps_units() || edited.units().size() != fresh.units().size()) __builtin_trap();
  for (std::size_t i = 0; i < fresh.units().size(); ++i) {
    const auto& a = *edited.units()[i];
    const auto& b = *fresh.units()[i];
    if (a.text() != b.text() || a.anchor().byte != b.anchor().byte || !(a.anchor().point == b.anchor().point) ||
        a.nodes().size() != b.nodes().size()) {
      __builtin_trap();
    }
  }
}

// Applies the edits `data[from, size)` spells, four bytes each (where, how many bytes to replace,
// and the byte typed; 0 types nothing), at most 8 of them, calling check(step) after each.
template <typename Check>
void replay_edits(analysis::Document& doc, const std::uint8_t* data, std::size_t from, std::size_t size, Check&& check) {
  int step = 0;
  for (std::size_t i = from; i + 4 <= size && step < 8; i += 4, ++step) {
    const std::size_t length = doc.text().size();
    const std::size_t at = ((std::size_t{data[i]} << 8) | data[i + 1]) % (length + 1);
    const std::size_t end = std::min(length, at + data[i + 2] % 8);
    const char typed = static_cast<char>(data[i + 3]);
    doc.apply_edit(at, end, typed == 0 ? std::string_view() : std::string_view(&typed, 1));
    check(step);
  }
}

}  // namespace streamlint::fuzz
