// Reading a whole source or configuration file into memory.
#pragma once

#include <cstddef>
#include <filesystem>
#include <optional>
#include <string>

namespace streamlint::analysis {

// The bytes of the regular file at `path`, or nullopt when it cannot be opened or read, or is not a
// regular file: a FIFO, socket, device or directory is never read (opening one never blocks, even
// when a file became a FIFO after it was listed). `why`, when given, gets the reason on failure
// ("a FIFO, not a regular file", or the system's message).
// The spare capacity a read text has after its end (simdjson reads up to 64 bytes past it).
inline constexpr std::size_t kReadPadding = 64;

std::optional<std::string> read_file(const std::filesystem::path& path, std::string* why = nullptr);

}  // namespace streamlint::analysis
