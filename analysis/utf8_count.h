// Counting UTF-8 code points: the columns notebook files report (SARIF regions into an .ipynb
// count code points, https://docs.oasis-open.org/sarif/sarif/v2.1.0/sarif-v2.1.0.html §3.30.2).
#pragma once

#include <algorithm>
#include <cstddef>

namespace streamlint::analysis {

// The code points of bytes [p, p + n): the bytes that do not continue a UTF-8 sequence. Counted into
// a byte per block of 255, which the compiler vectorises (a wide count per byte widens every lane);
// an image's base64 in a notebook's outputs is megabytes long.
inline std::size_t code_points(const char* p, std::size_t n) {
  std::size_t continuations = 0;
  for (std::size_t at = 0; at < n; at += 255) {
    const std::size_t end = std::min(n, at + 255);
    unsigned char block = 0;
    for (std::size_t i = at; i < end; ++i) block += (static_cast<unsigned char>(p[i]) & 0xC0) == 0x80;
    continuations += block;
  }
  return n - continuations;
}

}  // namespace streamlint::analysis
