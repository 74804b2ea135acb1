// FNV-1a 64-bit hashing (http://www.isthe.com/chongo/tech/comp/fnv/): identities of call sites,
// bindings and findings that must be equal across runs of the same text, and cheap to make.
#pragma once

#include <cstdint>
#include <string_view>

namespace streamlint::analysis {

inline constexpr std::uint64_t kFnvOffsetBasis = 1469598103934665603ULL;
inline constexpr std::uint64_t kFnvPrime = 1099511628211ULL;

// Adds the 8 bytes of `word` (little end first) to `hash`.
inline std::uint64_t fnv_mix(std::uint64_t hash, std::uint64_t word) {
  for (int i = 0; i < 8; ++i) {
    hash ^= (word >> (8 * i)) & 0xff;
    hash *= kFnvPrime;
  }
  return hash;
}

// Adds the bytes of `text` to `hash`.
inline std::uint64_t fnv_mix(std::uint64_t hash, std::string_view text) {
  for (const unsigned char c : text) hash = (hash ^ c) * kFnvPrime;
  return hash;
}

}  // namespace streamlint::analysis
