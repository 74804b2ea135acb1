#include "analysis/project/file_discovery.h"

#include <algorithm>
#include <array>
#include <string_view>
#include <system_error>

#include "analysis/jupyter/notebook_json.h"
#include "analysis/scala/scala_source.h"
#include "analysis/sql_file.h"

namespace streamlint::analysis {
namespace fs = std::filesystem;

bool is_source_path(std::string_view path) {
  return path.ends_with(".py") || is_sql_path(path) || is_jupyter_path(path) || is_scala_path(path);
}

bool is_skipped_folder(const fs::path& dir) {
  static constexpr std::array<std::string_view, 12> kSkipped = {
      ".git", ".hg", ".venv", "venv", "build", "node_modules", "__pycache__",
      ".tox", ".mypy_cache", ".ruff_cache", ".pytest_cache", ".ipynb_checkpoints"};
  const std::string name = dir.filename().string();
  if (std::find(kSkipped.begin(), kSkipped.end(), name) != kSkipped.end()) return true;
  std::error_code ec;
  return fs::exists(dir / "pyvenv.cfg", ec);
}

Discovery discover_files(const std::vector<std::string>& paths) {
  Discovery out;
  for (const std::string& arg : paths) {
    const fs::path root(arg);
    std::error_code ec;
    const fs::file_status status = fs::status(root, ec);
    if (ec || !fs::exists(status)) {
      out.errors.push_back(arg + ": no such file or directory");
      continue;
    }
    if (!fs::is_directory(status)) {
      out.files.push_back(root.lexically_normal());
      out.named.push_back(root.lexically_normal());
      continue;
    }
    fs::recursive_directory_iterator it(root, fs::directory_options::skip_permission_denied, ec);
    for (; !ec && it != fs::recursive_directory_iterator(); it.increment(ec)) {
      const fs::directory_entry& entry = *it;
      std::error_code type_ec;
      if (entry.is_directory(type_ec)) {
        if (is_skipped_folder(entry.path())) it.disable_recursion_pending();
      } else if (is_source_path(entry.path().native()) && entry.is_regular_file(type_ec)) {
        out.files.push_back(entry.path().lexically_normal());
      }
    }
    if (ec) out.errors.push_back(arg + ": " + ec.message());
  }
  // Compare the native strings: path's operator< splits both paths into components every time.
  std::sort(out.files.begin(), out.files.end(),
            [](const fs::path& a, const fs::path& b) { return a.native() < b.native(); });
  out.files.erase(std::unique(out.files.begin(), out.files.end(),
                              [](const fs::path& a, const fs::path& b) { return a.native() == b.native(); }),
                  out.files.end());
  return out;
}

}  // namespace streamlint::analysis
