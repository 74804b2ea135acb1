#include "server/project_modules.h"

#include <algorithm>
#include <filesystem>

#include "analysis/project/file_reader.h"
#include "analysis/scala/scala_source.h"

namespace streamlint::server {
namespace fs = std::filesystem;

std::shared_ptr<analysis::ProjectIndex> ProjectModules::index_for(const std::string& path,
                                                                 const analysis::FileSettings& settings) {
  std::vector<fs::path> roots = settings.import_roots;
  if (roots.empty()) {
    // The deepest workspace folder holding the file, else the file's own folder.
    std::string best;
    for (const std::string& folder : folders_) {
      const std::string prefix = folder.ends_with("/") ? folder : folder + "/";
      if (path.rfind(prefix, 0) == 0 && folder.size() > best.size()) best = folder;
    }
    const bool scala = analysis::is_scala_path(path);  // alone, a Scala file belongs to its build
    // Outside every workspace folder, a module inside a Python package imports from the package's base.
    roots = analysis::project_roots(!best.empty() ? fs::path(best)
                                    : scala      ? analysis::scala_project_folder(path)
                                                 : analysis::package_base(fs::path(path).parent_path()));
    for (const fs::path& r : settings.python_project_roots) {
      if (std::find(roots.begin(), roots.end(), r) == roots.end()) roots.push_back(r);
    }
  }
  std::vector<std::string> key;
  for (const fs::path& r : roots) key.push_back(r.lexically_normal().string());
  auto& index = indexes_[key];
  if (!index) {
    // Open documents win over their files on disk: the editor's text is what the user sees.
    index = std::make_shared<analysis::ProjectIndex>(roots, [open = open_text_](const fs::path& file) {
      if (auto text = open(file.lexically_normal().string())) return text;
      return analysis::read_file(file);
    });
  }
  return index;
}

std::set<std::string> ProjectModules::changed(const std::string& path) {
  std::set<std::string> forgotten;
  for (auto& [key, index] : indexes_) {
    const auto before = index->summaries();
    const std::vector<std::string> names = index->invalidate(path);
    for (const std::string& name : names) {
      if (auto it = before.find(name); it != before.end() && !it->second->file.empty()) forgotten.insert(it->second->file);
    }
  }
  forgotten.insert(fs::path(path).lexically_normal().string());
  return forgotten;
}

}  // namespace streamlint::server
