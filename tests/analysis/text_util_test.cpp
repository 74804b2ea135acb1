#include "analysis/text_util.h"

#include <gtest/gtest.h>

#include <string>

namespace streamlint::analysis {
namespace {

// Where two versions of a text differ, found block by block: the answers at and around the block
// size match a byte-by-byte comparison.
TEST(TextUtil, CommonPrefixAndSuffixFindWhereTwoTextsDiffer) {
  for (const std::size_t size : {0u, 1u, 255u, 256u, 257u, 1000u, 4096u}) {
    const std::string base(size, 'a');
    for (std::size_t at = 0; at < size; at += std::max<std::size_t>(1, size / 7)) {
      std::string other = base;
      other[at] = 'b';
      EXPECT_EQ(common_prefix(base, other), at) << size << " " << at;
      EXPECT_EQ(common_suffix(base, other), size - 1 - at) << size << " " << at;
      // Typed: one byte more at `at`.
      std::string typed = base;
      typed.insert(at, "x");
      EXPECT_EQ(common_prefix(base, typed), at);
      EXPECT_EQ(common_suffix(base, typed, at), size - at);
    }
    EXPECT_EQ(common_prefix(base, base), size);
    EXPECT_EQ(common_suffix(base, base), size);
    // The suffix stays within what the prefix left: "aa" against "aaa" shares 2 at the start, then 0.
    EXPECT_EQ(common_suffix(base, base + "a", size), 0u);
  }
}

}  // namespace
}  // namespace streamlint::analysis
