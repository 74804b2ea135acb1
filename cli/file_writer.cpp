#include "cli/file_writer.h"

#include <unistd.h>

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
