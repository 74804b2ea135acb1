#include "cli/file_writer.h"

#include <unistd.h>

#include <fstream>
#include <system_error>

namespace streamlint::cli {

std::optional<std::string> write_atomically(const std::filesystem::path& path, const std::string& text) {
  namespace fs = std::filesystem;
  std::error_code ec;
  const fs::file_status status = fs::status(path, ec);
  const bool exists = fs::exists(status);
  if (ec && exists) return "cannot stat: " + ec.message();
  const fs::perms perms = status.permissions();
  const fs::path folder = path.parent_path().empty() ? fs::path(".") : path.parent_path();
  const fs::path temp = folder / ("." + path.filename().string() + ".streamlint-" + std::to_string(::getpid()));
  {
    std::ofstream out(temp, std::ios::binary | std::ios::trunc);
    if (!out) return "cannot write " + temp.string();
    out << text;
    out.flush();
    if (!out) {
      fs::remove(temp, ec);
      return "cannot write " + temp.string();
    }
  }
  if (exists) fs::permissions(temp, perms, ec);  // a new file keeps the umask's permissions
  fs::rename(temp, path, ec);
  if (ec) {
    fs::remove(temp, ec);
    return "cannot replace the file: " + ec.message();
  }
  return std::nullopt;
}

}  // namespace streamlint::cli
