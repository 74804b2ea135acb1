// Unified diff of two texts, line by line (Myers' O(ND) algorithm), as `diff -u` prints it.
#pragma once

#include <string>
#include <string_view>

namespace streamlint::cli {

// "" when the texts are equal. `path` names both sides (`--- a/path`, `+++ b/path`).
std::string unified_diff(std::string_view before, std::string_view after, std::string_view path,
                         int context = 3);

}  // namespace streamlint::cli
