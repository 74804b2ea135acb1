// Which files `streamlint check PATH...` analyses (and the language server indexes for workspace-wide
// rules).
#pragma once

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace streamlint::analysis {

struct Discovery {
  std::vector<std::filesystem::path> files;  // sorted, unique
  std::vector<std::filesystem::path> named;  // the files named explicitly (never excluded by config)
  std::vector<std::string> errors;           // "PATH: reason" for paths that do not exist or folders not listed
};

// Files named explicitly are taken whatever their extension; folders are walked for the files
// is_source_path takes (`*.py`, `*.sql` pipeline SQL sources, `*.ipynb`, `*.scala`), skipping `.git`,
// virtualenvs (a folder holding `pyvenv.cfg`, or named `.venv`/`venv`), `build/`,
// `node_modules/`, `__pycache__`, Jupyter's `.ipynb_checkpoints` and tool caches.
Discovery discover_files(const std::vector<std::string>& paths);

// True for a file a folder walk takes: a Python module, a SQL source, a Jupyter notebook or a Scala
// file, by its name (`.py`, `.sql`, `.ipynb`, `.scala`). The analysis reads each in its language.
bool is_source_path(std::string_view path);

// True for a folder the walk above does not enter (by its name, or a virtualenv's pyvenv.cfg).
bool is_skipped_folder(const std::filesystem::path& dir);

}  // namespace streamlint::analysis
