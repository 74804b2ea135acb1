// Writing a fixed file safely, only when the file still holds what was fixed. Usually a temporary
// file in the same folder as the file (the target's, when the path is a symbolic link, so the link
// stays a link) with the original's permissions, then an atomic rename over it. A file with other
// hard links, or owned by another user or group, is rewritten in place instead, so the links and
// the owner stay; a file its owner may not write (no owner write bit) is left alone.
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
