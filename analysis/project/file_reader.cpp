#include "analysis/project/file_reader.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <memory>

namespace streamlint::analysis {
namespace {

const char* kind_of(mode_t mode) {
  if (S_ISDIR(mode)) return "a directory";
  if (S_ISFIFO(mode)) return "a FIFO";
  if (S_ISSOCK(mode)) return "a socket";
  if (S_ISCHR(mode) || S_ISBLK(mode)) return "a device";
  return "not a plain file";
}

std::optional<std::string> fail(int fd, std::string* why, std::string reason) {
  if (fd >= 0) ::close(fd);
  if (why) *why = std::move(reason);
  return std::nullopt;
}

// O_NONBLOCK makes opening a FIFO without a writer return at once; the fstat of the opened
// descriptor (not of the path, which can change in between) then refuses it. -1 on failure.
int open_regular(const std::filesystem::path& path, std::string* why, std::size_t& size) {
  const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY);
  if (fd < 0) {
    fail(-1, why, std::strerror(errno));
    return -1;
  }
  struct stat st {};
  std::string refused;
  if (::fstat(fd, &st) != 0) refused = std::strerror(errno);
  else if (!S_ISREG(st.st_mode)) refused = std::string(kind_of(st.st_mode)) + ", not a regular file";
  if (!refused.empty()) {
    fail(fd, why, std::move(refused));
    return -1;
  }
  size = st.st_size > 0 ? static_cast<std::size_t>(st.st_size) : 0;
  return fd;
}

}  // namespace

// One read into a string sized from fstat: no stream buffers to copy through (whole-tree scans
// read thousands of files).
std::optional<std::string> read_file(const std::filesystem::path& path, std::string* why) {
  std::size_t expected = 0;
  const int fd = open_regular(path, why, expected);
  if (fd < 0) return std::nullopt;
  // Read straight into the string, sized from fstat, with room after the end for parsers that
  // read past it (simdjson's padding, notebook_json.h): no second copy for a 50 MB notebook.
  std::string text;
  text.reserve(expected + kReadPadding);
  text.resize(expected);
  std::size_t got = 0;
  char more[65536];  // past the size fstat gave (a file that grows while read, /proc files)
  while (true) {
    const bool past = got == text.size();
    const ssize_t n = past ? ::read(fd, more, sizeof more) : ::read(fd, text.data() + got, text.size() - got);
    if (n == 0) break;
    if (n < 0) {
      if (errno == EINTR) continue;
      return fail(fd, why, std::strerror(errno));
    }
    if (past) text.append(more, static_cast<std::size_t>(n));
    got += static_cast<std::size_t>(n);
  }
  text.resize(got);
  ::close(fd);
  return text;
}

bool read_file_blocks(const std::filesystem::path& path, const std::function<void(std::string_view)>& consume,
                      std::string* why) {
  std::size_t size = 0;
  const int fd = open_regular(path, why, size);
  if (fd < 0) return false;
  // 256 KB stays in the second-level cache while the consumer reads it.
  const std::size_t capacity = std::min<std::size_t>(std::max<std::size_t>(size, 1), 256 * 1024);
  const auto buffer = std::make_unique_for_overwrite<char[]>(capacity);
  while (true) {
    const ssize_t n = ::read(fd, buffer.get(), capacity);
    if (n == 0) break;
    if (n < 0) {
      if (errno == EINTR) continue;
      fail(fd, why, std::strerror(errno));
      return false;
    }
    consume(std::string_view(buffer.get(), static_cast<std::size_t>(n)));
  }
  ::close(fd);
  return true;
}

}  // namespace streamlint::analysis
