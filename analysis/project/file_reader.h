// Reading a whole source file into memory.
#pragma once

#include <filesystem>
#include <optional>
#include <string>

namespace streamlint::analysis {

// The file's bytes, or nullopt when it cannot be opened or read.
std::optional<std::string> read_file(const std::filesystem::path& path);

}  // namespace streamlint::analysis
