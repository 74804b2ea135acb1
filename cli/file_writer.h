// Writing a fixed file safely: a temporary file in the same folder as the file (the target's, when
// the path is a symbolic link, so the link stays a link), the original's permissions, then an
// atomic rename over it, but only when the file still holds what was fixed.
#pragma once

#include <filesystem>
#include <optional>
#include <string>

namespace streamlint::cli {

// Replaces the file at `path` with `text`. `expected`, when given, is the text the fix was made
// from: when the file no longer holds it (an editor saved it meanwhile), nothing is written.
// Returns an error message, or nullopt when the file was written.
std::optional<std::string> write_atomically(const std::filesystem::path& path, const std::string& text,
                                            const std::optional<std::string>& expected = std::nullopt);

}  // namespace streamlint::cli
