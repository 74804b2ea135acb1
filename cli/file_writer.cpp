#include "cli/file_writer.h"

#include <unistd.h>

#include <fstream>
#include <system_error>

namespace streamlint::cli {

std::optional<std::string> write_atomically(const std::filesystem::path& path, const std::string& text) {
  namespace fs = std::filesystem;
  std::error_code ec;
  const fs::perms perms = fs::status(path, ec).permissions();
  if (ec) return "cannot stat: " + ec.message();
  const fs::path temp = path.parent_path() / ("." + path.filename().string() + ".streamlint-" + std::to_string(::getpid()));
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
  fs::permissions(temp, perms, ec);
  fs::rename(temp, path, ec);
  if (ec) {
    fs::remove(temp, ec);
    return "cannot replace the file: " + ec.message();
  }
  return std::nullopt;
}

}  // namespace streamlint::cli
