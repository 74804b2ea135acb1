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

namespace {

// The source files under `root`, folder by folder: a folder that cannot be listed is an error
// (a CI run must not pass because it read nothing) and the walk goes on. Symbolic links to folders
// are not followed (a link to a parent would loop), as recursive_directory_iterator's default.
// `links`: set when a file taken is a symbolic link.
void walk_folder(const fs::path& root, Discovery& out, bool& links) {
  std::vector<fs::path> pending{root};
  while (!pending.empty()) {
    const fs::path dir = std::move(pending.back());
    pending.pop_back();
    std::error_code ec;
    fs::directory_iterator it(dir, ec);
    if (ec) {
      out.errors.push_back(dir.string() + ": cannot read the folder: " + ec.message());
      continue;
    }
    for (; !ec && it != fs::directory_iterator(); it.increment(ec)) {
      const fs::directory_entry& entry = *it;
      std::error_code type_ec;
      if (entry.is_symlink(type_ec) && entry.is_directory(type_ec)) continue;
      if (entry.is_directory(type_ec)) {
        if (!is_skipped_folder(entry.path())) pending.push_back(entry.path());
      } else if (is_source_path(entry.path().native()) && entry.is_regular_file(type_ec)) {
        out.files.push_back(entry.path().lexically_normal());
        links = links || entry.is_symlink(type_ec);
      }
    }
    if (ec) out.errors.push_back(dir.string() + ": " + ec.message());
  }
}

// A file reached twice (a symbolic link to another file of the walk, or two spellings on the command
// line) is one file: the link goes, the file it names stays (two copies were two queries on one
// checkpoint, a false SR102).
void drop_files_reached_twice(Discovery& out) {
  std::vector<std::pair<fs::path, std::size_t>> real;  // (canonical path, index)
  std::vector<bool> drop(out.files.size(), false);
  for (std::size_t i = 0; i < out.files.size(); ++i) {
    std::error_code ec;
    fs::path canonical = fs::canonical(out.files[i], ec);
    if (!ec) real.emplace_back(std::move(canonical), i);
  }
  std::stable_sort(real.begin(), real.end(),
                   [](const auto& a, const auto& b) { return a.first.native() < b.first.native(); });
  for (std::size_t k = 0; k < real.size();) {
    std::size_t end = k + 1;
    while (end < real.size() && real[end].first == real[k].first) ++end;
    if (end - k > 1) {
      // Keep the one that is no link, as the command line named it when it did (else the first
      // by name).
      std::size_t keep = real[k].second;
      int best = -1;
      for (std::size_t j = k; j < end; ++j) {
        const fs::path& file = out.files[real[j].second];
        std::error_code ec;
        const bool named = std::find(out.named.begin(), out.named.end(), file) != out.named.end();
        const int rank = (fs::is_symlink(file, ec) ? 0 : 2) + (named ? 1 : 0);
        if (rank > best) {
          best = rank;
          keep = real[j].second;
        }
      }
      for (std::size_t j = k; j < end; ++j) drop[real[j].second] = real[j].second != keep;
    }
    k = end;
  }
  std::size_t kept = 0;
  for (std::size_t i = 0; i < out.files.size(); ++i) {
    if (!drop[i]) out.files[kept++] = std::move(out.files[i]);
  }
  out.files.resize(kept);
}

}  // namespace

Discovery discover_files(const std::vector<std::string>& paths) {
  Discovery out;
  bool links = false;  // only then are files compared by what they name (a system call each)
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
      links = links || fs::is_symlink(root, ec);
      continue;
    }
    walk_folder(root, out, links);
  }
  // Compare the native strings: path's operator< splits both paths into components every time.
  std::sort(out.files.begin(), out.files.end(),
            [](const fs::path& a, const fs::path& b) { return a.native() < b.native(); });
  out.files.erase(std::unique(out.files.begin(), out.files.end(),
                              [](const fs::path& a, const fs::path& b) { return a.native() == b.native(); }),
                  out.files.end());
  // Two paths may also name one file in two spellings (`a.py` and its absolute path, `.` and a file in it).
  if (links || paths.size() > 1) drop_files_reached_twice(out);
  return out;
}

}  // namespace streamlint::analysis
