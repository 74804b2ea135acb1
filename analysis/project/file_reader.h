// Reading a whole source or configuration file into memory.
#pragma once

#include <cstddef>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

namespace streamlint::analysis {

// The bytes of the regular file at `path`, or nullopt when it cannot be opened or read, or is not a
// regular file: a FIFO, socket, device or directory is never read (opening one never blocks, even
// when a file became a FIFO after it was listed). `why`, when given, gets the reason on failure
// ("a FIFO, not a regular file", or the system's message).
// The spare capacity a read text has after its end (simdjson reads up to 64 bytes past it).
inline constexpr std::size_t kReadPadding = 64;

std::optional<std::string> read_file(const std::filesystem::path& path, std::string* why = nullptr);

// Gives the bytes of the same files, in order, to `consume` in blocks of at most 256 KB read into
// one reused buffer, so a large file is never held whole (and never page-faulted in whole). False,
// with `why` as above, when the file cannot be opened or a read fails (`consume` may have had some
// blocks by then).
bool read_file_blocks(const std::filesystem::path& path, const std::function<void(std::string_view)>& consume,
                      std::string* why = nullptr);

}  // namespace streamlint::analysis
