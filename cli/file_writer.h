// Writing a file safely: a temporary file in the same folder, the original's permissions (when it
// exists), then an atomic rename over it.
#pragma once

#include <filesystem>
#include <optional>
#include <string>

namespace streamlint::cli {

// Returns an error message, or nullopt when the file was written.
std::optional<std::string> write_atomically(const std::filesystem::path& path, const std::string& text);

}  // namespace streamlint::cli
