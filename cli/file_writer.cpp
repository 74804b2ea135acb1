#include "cli/file_writer.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include <fstream>
#include <system_error>

#include "analysis/project/file_reader.h"

namespace streamlint::cli {

std::optional<std::string> write_atomically(const std::filesystem::path& path, const std::string& text,
                                            const std::optional<std::string>& expected) {
  namespace fs = std::filesystem;
  std::error_code ec;
  // A link is followed: the file it names is replaced, the link kept.
  fs::path target = path;
  if (fs::is_symlink(fs::symlink_status(path, ec))) {
    target = fs::canonical(path, ec);
    if (ec) return "cannot follow the link: " + ec.message();
  }
  const fs::file_status status = fs::status(target, ec);
  const bool exists = fs::exists(status);
  if (ec && exists) return "cannot stat: " + ec.message();
  struct stat st {};
  if (exists && ::stat(target.c_str(), &st) == 0) {
    if (!S_ISREG(st.st_mode)) return std::optional<std::string>("not a regular file; left as it is");
    if (!(st.st_mode & S_IWUSR)) return std::optional<std::string>("read-only (its owner may not write it); left as it is");
    if (st.st_nlink > 1 || st.st_uid != ::geteuid() || st.st_gid != ::getegid()) {
      // A rename would give the file a new inode: its other names would keep the old text, and
      // its owner would become us.
      if (expected && analysis::read_file(target) != expected) {
        return std::optional<std::string>("changed while it was being fixed; left as it is (run the fix again)");
      }
      const int fd = ::open(target.c_str(), O_WRONLY | O_TRUNC | O_CLOEXEC | O_NOFOLLOW);
      if (fd < 0) return "cannot write: " + std::string(std::strerror(errno));
      std::size_t written = 0;
      while (written < text.size()) {
        const ssize_t n = ::write(fd, text.data() + written, text.size() - written);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) {
          const std::string why = std::strerror(errno);
          ::close(fd);
          return "cannot write (the file may be left cut short): " + why;
        }
        written += static_cast<std::size_t>(n);
      }
      if (::close(fd) != 0) return "cannot write: " + std::string(std::strerror(errno));
      return std::nullopt;
    }
  }
  const fs::perms perms = status.permissions();
  const fs::path folder = target.parent_path().empty() ? fs::path(".") : target.parent_path();
  const fs::path temp = folder / ("." + target.filename().string() + ".streamlint-" + std::to_string(::getpid()));
  auto fail = [&](std::string message) {
    std::error_code ignored;
    fs::remove(temp, ignored);
    return std::optional<std::string>(std::move(message));
  };
  {
    std::ofstream out(temp, std::ios::binary | std::ios::trunc);
    if (!out) return fail("cannot write " + temp.string());
    out << text;
    out.flush();
    if (!out) return fail("cannot write " + temp.string());
  }
  if (exists) fs::permissions(temp, perms, ec);  // a new file keeps the umask's permissions
  if (expected && analysis::read_file(target) != expected) {
    return fail("changed while it was being fixed; left as it is (run the fix again)");
  }
  fs::rename(temp, target, ec);
  if (ec) return fail("cannot replace the file: " + ec.message());
  return std::nullopt;
}

}  // namespace streamlint::cli
