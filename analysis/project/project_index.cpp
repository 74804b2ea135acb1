#include "analysis/project/project_index.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <set>
#include <system_error>

#include "analysis/prefilter.h"
#include "analysis/project/file_discovery.h"
#include "analysis/project/file_reader.h"
#include "analysis/python_source.h"
#include "analysis/query_model/interpreter.h"
#include "analysis/scala/scala_objects.h"
#include "analysis/scala/scala_source.h"
#include "analysis/syntax/syntax_unit.h"

namespace streamlint::analysis {
namespace fs = std::filesystem;
namespace {

// Modules being summarised on this thread, innermost last: an import of one of them closes a
// cycle. `cycle_floor` is the lowest stack position a cycle reached; summaries computed at or
// above it depend on which module was imported first and are not cached.
struct ImportStack {
  std::vector<std::pair<const ProjectIndex*, std::string>> modules;
  std::size_t cycle_floor = SIZE_MAX;
};
thread_local ImportStack import_stack;

// Deeper import chains are left unknown (each level is a nested interpretation on the stack).
constexpr std::size_t kMaxImportDepth = 48;

bool is_identifier(std::string_view s) {
  if (s.empty() || std::isdigit(static_cast<unsigned char>(s.front()))) return false;
  return std::all_of(s.begin(), s.end(), [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || static_cast<unsigned char>(c) >= 0x80;
  });
}

std::vector<std::string> split_dotted(std::string_view dotted) {
  std::vector<std::string> parts;
  std::size_t start = 0;
  while (start <= dotted.size()) {
    const std::size_t dot = std::min(dotted.find('.', start), dotted.size());
    parts.emplace_back(dotted.substr(start, dot - start));
    start = dot + 1;
  }
  return parts;
}


bool directory(const fs::path& p) {
  std::error_code ec;
  return fs::is_directory(p, ec);
}

// The absolute, lexically normal form of a path as a string with '/' separators. The common case
// (an absolute or relative path with no `.`, `..` or doubled separators) needs no path objects:
// this runs for every scanned file.
std::string canonical_string(const fs::path& p) {
  static const std::string cwd = [] {
    std::error_code ec;
    std::string dir = fs::current_path(ec).generic_string();
    return dir.empty() || dir.back() == '/' ? dir : dir + "/";
  }();
  const std::string& given = p.native();
  const bool plain = given.find("/./") == std::string::npos && given.find("/../") == std::string::npos &&
                     given.find("//") == std::string::npos && !given.starts_with("./") && !given.starts_with("../") &&
                     !given.ends_with("/.") && !given.ends_with("/..") && given != "." && given != "..";
  if (plain && !given.empty()) return given.front() == '/' ? given : cwd + given;
  std::error_code ec;
  fs::path a = fs::absolute(p, ec);
  return (ec ? p : a).lexically_normal().generic_string();
}


}  // namespace

// What a module's own imports resolve through: the modules on its import cycle are unknown to it.
class ProjectIndex::CycleGuard : public ModuleResolver {
 public:
  CycleGuard(ProjectIndex& index, std::string importer) : index_(index), importer_(std::move(importer)) {}
  std::shared_ptr<const ModuleSummary> summary(std::string_view dotted) override {
    if (!importer_.empty() && index_.locate(dotted) && index_.same_cycle(importer_, dotted)) return nullptr;
    return index_.summary(dotted);
  }

 private:
  ProjectIndex& index_;
  std::string importer_;
};

// What a Scala file's names resolve through: the project's Scala objects (a file being summarised
// that is reached again closes a cycle in compute).
class ProjectIndex::ScalaObjects : public ModuleResolver {
 public:
  explicit ScalaObjects(ProjectIndex& index) : index_(index) {}
  std::shared_ptr<const ModuleSummary> summary(std::string_view qualified) override { return index_.scala_summary(qualified); }

 private:
  ProjectIndex& index_;
};

ProjectIndex::ProjectIndex(std::vector<fs::path> roots, Reader reader, ModuleResolver* fallback)
    : roots_(std::move(roots)), reader_(std::move(reader)), fallback_(fallback) {
  if (!reader_) reader_ = [](const fs::path& p) { return read_file(p); };
  for (const fs::path& root : roots_) {
    std::string canonical = canonical_string(root);
    if (canonical.empty() || canonical.back() != '/') canonical.push_back('/');
    canonical_roots_.push_back(std::move(canonical));
  }
}

bool ProjectIndex::is_root(const fs::path& folder) const {
  std::string canonical = canonical_string(folder);
  if (canonical.empty() || canonical.back() != '/') canonical.push_back('/');
  return std::find(canonical_roots_.begin(), canonical_roots_.end(), canonical) != canonical_roots_.end();
}

bool ProjectIndex::imports_may_export(const std::vector<std::string>& modules, const fs::path& folder) {
  const std::shared_ptr<ProjectIndex> local = is_root(folder) ? nullptr : folder_index(folder);
  ProjectIndex& index = local ? *local : *this;
  return std::any_of(modules.begin(), modules.end(), [&](const std::string& m) { return index.may_export_streams(m); });
}

ModuleIdentity ProjectIndex::identity_of(const fs::path& file) const {
  const std::string target = canonical_string(file);
  for (const std::string& root : canonical_roots_) {
    if (target.size() <= root.size() || target.compare(0, root.size(), root) != 0) continue;
    std::string_view relative = std::string_view(target).substr(root.size());
    if (!relative.ends_with(".py")) continue;
    relative.remove_suffix(3);
    std::vector<std::string> parts;
    for (std::size_t start = 0; start <= relative.size();) {
      const std::size_t slash = std::min(relative.find('/', start), relative.size());
      parts.emplace_back(relative.substr(start, slash - start));
      start = slash + 1;
    }
    ModuleIdentity identity;
    if (parts.back() == "__init__") {
      identity.package = true;
      parts.pop_back();
    }
    if (parts.empty() || !std::all_of(parts.begin(), parts.end(), is_identifier)) continue;
    for (const std::string& part : parts) identity.name += (identity.name.empty() ? "" : ".") + part;
    return identity;
  }
  return {};
}

const std::map<std::string, bool>* ProjectIndex::entries(const std::string& folder) {
  {
    std::lock_guard<std::mutex> lock(listings_->mutex);
    if (auto it = listings_->folders.find(folder); it != listings_->folders.end()) return it->second ? &*it->second : nullptr;
  }
  std::optional<std::map<std::string, bool>> listing;
  std::error_code ec;
  fs::directory_iterator it(fs::path(folder), fs::directory_options::skip_permission_denied, ec);
  if (!ec) {
    listing.emplace();
    for (const fs::directory_entry& entry : it) {
      std::error_code type_ec;
      const bool is_dir = entry.is_directory(type_ec);
      // Only regular files and folders: a FIFO named like a module is never read.
      if (is_dir || entry.is_regular_file(type_ec)) listing->emplace(entry.path().filename().string(), is_dir);
    }
  }
  std::lock_guard<std::mutex> lock(listings_->mutex);
  auto& slot = listings_->folders.emplace(folder, std::move(listing)).first->second;
  return slot ? &*slot : nullptr;
}

std::optional<ProjectIndex::Located> ProjectIndex::locate(std::string_view dotted) {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    if (auto it = located_.find(dotted); it != located_.end()) return it->second;
  }
  std::optional<Located> found;
  const std::vector<std::string> parts = split_dotted(dotted);
  if (std::all_of(parts.begin(), parts.end(), is_identifier)) {
    // Folders as canonical strings ending in '/': no path objects on the hot path.
    for (const std::string& root : canonical_roots_) {
      std::string folder = root;
      bool reachable = true;
      for (std::size_t i = 0; i + 1 < parts.size() && reachable; ++i) {
        const auto* listing = entries(folder);
        const auto it = listing ? listing->find(parts[i]) : decltype(listing->end()){};
        reachable = listing && it != listing->end() && it->second;
        folder += parts[i] + "/";
      }
      const auto* listing = reachable ? entries(folder) : nullptr;
      if (!listing) continue;
      const std::string& last = parts.back();
      if (auto file = listing->find(last + ".py"); file != listing->end() && !file->second) {
        found = Located{fs::path(folder + last + ".py"), false};
      } else if (auto dir = listing->find(last); dir != listing->end() && dir->second) {
        const std::string package_folder = folder + last + "/";
        const auto* package = entries(package_folder);
        const auto init = package ? package->find("__init__.py") : decltype(package->end()){};
        // A folder without __init__.py is a namespace package: no code of its own.
        found = Located{package && init != package->end() && !init->second ? fs::path(package_folder + "__init__.py") : fs::path(),
                        true};
      }
      if (found) break;
    }
  }
  std::lock_guard<std::mutex> lock(mutex_);
  located_.emplace(std::string(dotted), found);
  return found;
}

std::optional<fs::path> ProjectIndex::file_of(std::string_view dotted) {
  auto where = locate(dotted);
  if (!where || where->file.empty()) return std::nullopt;
  return where->file;
}

std::shared_ptr<const ModuleSummary> ProjectIndex::summary(std::string_view dotted) {
  if (dotted.empty()) return nullptr;
  {
    std::lock_guard<std::mutex> lock(mutex_);
    if (auto it = summaries_.find(dotted); it != summaries_.end()) return it->second;
  }
  const auto where = locate(dotted);
  if (!where) return fallback_ ? fallback_->summary(dotted) : nullptr;
  // Python runs a package before its submodules: `pkg/__init__.py`, whose `from .readers import *`
  // imports pkg.readers while pkg is still running, comes first. Computed the other way round
  // (pkg.readers first, pkg inside it), pkg would see pkg.readers as a cycle and cache a summary
  // without its names, and which file a scan's threads analysed first would decide the findings.
  // A package already running on this thread's chain is left as Python leaves it, unfinished.
  bool parents_ran = false;
  for (std::size_t dot = dotted.find('.'); dot != std::string_view::npos; dot = dotted.find('.', dot + 1)) {
    const std::string_view parent = dotted.substr(0, dot);
    const auto& stack = import_stack.modules;
    if (std::any_of(stack.begin(), stack.end(), [&](const auto& m) { return m.first == this && m.second == parent; }))
      continue;
    summary(parent);
    parents_ran = true;
  }
  if (parents_ran) {
    std::lock_guard<std::mutex> lock(mutex_);
    if (auto it = summaries_.find(dotted); it != summaries_.end()) return it->second;
  }
  return compute(std::string(dotted), *where);
}

std::shared_ptr<const ModuleSummary> ProjectIndex::compute(const std::string& dotted, const Located& where) {
  auto& stack = import_stack.modules;
  for (std::size_t i = 0; i < stack.size(); ++i) {
    if (stack[i].first == this && stack[i].second == dotted) {
      import_stack.cycle_floor = std::min(import_stack.cycle_floor, i);
      return nullptr;  // importing it now closes a cycle: its names stay unknown here
    }
  }
  if (stack.size() >= kMaxImportDepth) return nullptr;

  std::string text;
  if (!where.file.empty()) {
    auto read = reader_(where.file);
    if (!read) return nullptr;
    text = std::move(*read);
  }
  const std::size_t depth = stack.size();
  stack.emplace_back(this, dotted);
  std::shared_ptr<ModuleSummary> summary;
  try {
    auto file = std::make_shared<const std::string>(where.file.string());
    if (is_scala_path(where.file.native())) {
      ScalaObjects objects(*this);
      summary = Interpreter(&objects, ModuleIdentity{dotted, false}).summarize(parse_scala(text).units(file));
    } else {
      CycleGuard imports(*this, dotted);
      summary = Interpreter(&imports, ModuleIdentity{dotted, where.package}).summarize(parse_python(text).units(file));
    }
    summary->file = where.file.string();
  } catch (const std::exception&) {
    summary = nullptr;  // a module we cannot read is a module we cannot see
  }
  stack.pop_back();
  if (!summary) return nullptr;
  // A cycle the import statements did not show (an import written in a way the scan misses):
  // the summary is still cached, or each import of it would compute it again.
  if (import_stack.cycle_floor <= depth) summary->complete = false;
  if (import_stack.cycle_floor >= depth) import_stack.cycle_floor = SIZE_MAX;  // the cycle is closed
  std::lock_guard<std::mutex> lock(mutex_);
  return summaries_.emplace(dotted, std::move(summary)).first->second;  // a racing thread's copy wins
}

std::shared_ptr<const ModuleSummary> ProjectIndex::scala_summary(std::string_view qualified, std::string_view except_file) {
  // The JVM's, Scala's, Spark's and Databricks' own packages are libraries: no need to read the
  // project to know.
  for (std::string_view library : {"org.apache.", "java.", "javax.", "scala.", "com.databricks.", "io.delta."}) {
    if (qualified.starts_with(library) || qualified == library.substr(0, library.size() - 1)) return nullptr;
  }
  // An object nested in another (`com.acme.Settings.Root`) is in the file of the outermost one,
  // whose members it binds under its path there (`Settings.Root.checkpoints`). Objects are named
  // in upper camel case, packages in lower case: a package object (`package object jobs`) binds
  // its members by their plain names, and is no outer object.
  std::optional<std::string> file = scala_file_of(qualified, except_file);
  std::string_view outermost = qualified;
  for (int depth = 0; !file && depth < 4; ++depth) {
    const std::size_t dot = outermost.rfind('.');
    if (dot == std::string_view::npos) break;
    outermost = outermost.substr(0, dot);
    const std::size_t last = outermost.rfind('.');
    const std::string_view segment = last == std::string_view::npos ? outermost : outermost.substr(last + 1);
    if (segment.empty() || !std::isupper(static_cast<unsigned char>(segment.front()))) break;
    file = scala_file_of(outermost, except_file);
  }
  if (!file || *file == except_file) return nullptr;
  // One summary per file, whichever object named it, and one view of it per object.
  const std::string key = "scala:" + *file;
  const std::string view_key = key + "#" + std::string(qualified);
  std::shared_ptr<const ModuleSummary> whole;
  {
    std::lock_guard<std::mutex> lock(mutex_);
    if (auto it = summaries_.find(view_key); it != summaries_.end()) return it->second;
    if (auto it = summaries_.find(key); it != summaries_.end()) whole = it->second;
  }
  if (!whole) whole = compute(key, Located{fs::path(*file), false});
  if (!whole) return nullptr;
  auto view = std::make_shared<ModuleSummary>(*whole);
  const std::size_t dot = outermost.rfind('.');
  view->name = std::string(qualified);
  view->member_prefix = std::string(dot == std::string_view::npos ? qualified : qualified.substr(dot + 1)) + ".";
  // `import Obj._` binds the object's members by their plain names, and the file's names outside
  // any object (a package object's members, Scala 3's top-level definitions).
  view->public_names.clear();
  for (const std::string& name : whole->public_names) {
    if (name.starts_with(view->member_prefix) && name.size() > view->member_prefix.size()) {
      view->public_names.push_back(name.substr(view->member_prefix.size()));
    } else if (name.find('.') == std::string::npos) {
      view->public_names.push_back(name);
    }
  }
  view->imported = {whole};
  std::lock_guard<std::mutex> lock(mutex_);
  return summaries_.emplace(view_key, std::move(view)).first->second;
}

std::optional<std::string> ProjectIndex::scala_file_of(std::string_view qualified, std::string_view near) {
  // Under the lock, with the table built.
  const auto find = [&]() -> std::optional<std::string> {
    const auto it = scala_objects_->find(qualified);
    if (it == scala_objects_->end() || it->second.empty()) return std::nullopt;
    const std::string* best = &it->second.front();
    std::size_t shared = 0;
    for (const std::string& file : it->second) {
      const std::size_t n = std::mismatch(file.begin(), file.end(), near.begin(), near.end()).first - file.begin();
      const std::size_t folder = n == 0 ? 0 : file.rfind('/', n - 1) + 1;  // whole folder names only
      if (folder > shared) best = &file, shared = folder;
    }
    return *best;
  };
  {
    std::lock_guard<std::mutex> lock(mutex_);
    if (scala_objects_) return find();
  }
  // Every Scala file under the roots, read once (roots may nest: src/ under the project folder).
  // The first root holding a file names it; a root's files in path order, as discover_files lists.
  std::map<std::string, std::vector<std::string>, std::less<>> objects;
  bool told;
  {
    std::lock_guard<std::mutex> lock(mutex_);
    told = scala_files_expected_ && scala_declared_.size() == *scala_files_expected_;
  }
  if (told) {
    std::lock_guard<std::mutex> lock(mutex_);
    std::set<std::string_view> seen;
    for (const std::string& root : canonical_roots_) {
      for (const auto& [file, names] : scala_declared_) {
        if (!file.starts_with(root) || !seen.insert(file).second) continue;
        for (const std::string& name : names) objects[name].push_back(file);
      }
    }
    if (!scala_objects_) scala_objects_ = std::move(objects);
    return find();
  }
  std::set<std::string> seen;
  for (const fs::path& root : roots_) {
    for (const fs::path& file : discover_files({root.string()}).files) {
      if (!is_scala_path(file.native())) continue;
      std::string canonical = canonical_string(file);
      if (!seen.insert(canonical).second) continue;
      std::optional<std::vector<std::string>> declared;
      {
        std::lock_guard<std::mutex> lock(mutex_);
        if (auto it = scala_declared_.find(canonical); it != scala_declared_.end()) declared = it->second;
      }
      if (!declared) {
        const auto text = reader_(file);
        if (!text) continue;
        declared = scala_object_names(*text);
      }
      for (std::string& name : *declared) objects[std::move(name)].push_back(canonical);
    }
  }
  std::lock_guard<std::mutex> lock(mutex_);
  if (!scala_objects_) scala_objects_ = std::move(objects);  // a racing thread's table is the same
  return find();
}

std::optional<ProjectIndex::Facts> ProjectIndex::known_facts(const std::string& file) {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    if (auto it = facts_.find(file); it != facts_.end()) return it->second;
  }
  // A folder index asks the project's: the scan told it about every scanned file.
  if (auto* parent = dynamic_cast<ProjectIndex*>(fallback_)) return parent->known_facts(file);
  return std::nullopt;
}

ProjectIndex::Facts ProjectIndex::facts_of(const std::string& dotted, const Located& where) {
  if (where.file.empty()) return {};
  const std::string key = canonical_string(where.file);
  if (auto known = known_facts(key)) {
    // What the project's index was told names imports as its roots name the file: a folder index
    // that names it otherwise (`app.graph`, not `jobs.app.graph`) reads relative imports again.
    auto* parent = dynamic_cast<ProjectIndex*>(fallback_);
    const bool own = [&] {
      std::lock_guard<std::mutex> lock(mutex_);
      return facts_.count(key) > 0;
    }();
    if (own || known->exports_streams || known->imports.empty() || !parent ||
        parent->importable_identity(where.file).name == dotted) {
      return *known;
    }
  }
  Facts facts;
  if (auto text = reader_(where.file)) {
    facts.exports_streams = analysis::may_export_streams(*text);
    if (!facts.exports_streams) facts.imports = imported_module_names(*text, ModuleIdentity{dotted, where.package});
  }
  std::lock_guard<std::mutex> lock(mutex_);
  return facts_.emplace(key, std::move(facts)).first->second;
}

std::shared_ptr<ProjectIndex> ProjectIndex::folder_index(const fs::path& folder) {
  const std::string key = canonical_string(folder);
  std::lock_guard<std::mutex> lock(mutex_);
  auto& index = folder_indexes_[key];
  if (!index) {
    index = std::make_shared<ProjectIndex>(std::vector<fs::path>{folder}, reader_, this);
    index->listings_ = listings_;
  }
  return index;
}

void ProjectIndex::remember(const fs::path& file, bool exports_streams, std::vector<std::string> imports) {
  Facts facts;
  facts.exports_streams = exports_streams;
  if (!exports_streams) facts.imports = std::move(imports);
  std::lock_guard<std::mutex> lock(mutex_);
  facts_.emplace(canonical_string(file), std::move(facts));
}

void ProjectIndex::remember_scala_objects(const fs::path& file, std::vector<std::string> names) {
  std::string key = canonical_string(file);
  std::lock_guard<std::mutex> lock(mutex_);
  scala_declared_.insert_or_assign(std::move(key), std::move(names));
}

ModuleIdentity ProjectIndex::importable_identity(const fs::path& file) const {
  ModuleIdentity identity = identity_of(file);
  // A file no root holds is imported by its neighbours (an entry folder's index) by its stem.
  if (identity.name.empty()) identity.name = file.stem().string();
  return identity;
}

std::string canonical_path(const fs::path& path) { return canonical_string(path); }

bool ProjectIndex::may_export_streams(std::string_view dotted) {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    if (auto it = relevant_.find(dotted); it != relevant_.end()) return it->second;
  }
  if (!locate(dotted)) {
    auto* index = dynamic_cast<ProjectIndex*>(fallback_);
    return index && index->may_export_streams(dotted);
  }
  // Every project module reachable through imports: relevant when any of them exports streams.
  std::vector<std::string> pending{std::string(dotted)};
  std::set<std::string> seen{std::string(dotted)};
  bool relevant = false;
  while (!pending.empty() && !relevant) {
    const std::string name = std::move(pending.back());
    pending.pop_back();
    {
      std::lock_guard<std::mutex> lock(mutex_);
      if (auto it = relevant_.find(name); it != relevant_.end()) {
        relevant = it->second;
        continue;
      }
    }
    const auto at = locate(name);
    if (!at) continue;
    const Facts facts = facts_of(name, *at);
    relevant = facts.exports_streams;
    for (const std::string& next : facts.imports) {
      if (seen.insert(next).second) pending.push_back(next);
    }
  }
  std::lock_guard<std::mutex> lock(mutex_);
  relevant_.emplace(std::string(dotted), relevant);
  return relevant;
}

std::vector<std::string> ProjectIndex::imports_of(std::string_view dotted) {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    if (auto it = imports_.find(dotted); it != imports_.end()) return it->second;
  }
  std::vector<std::string> modules;
  if (const auto where = locate(dotted); where && !where->file.empty()) {
    // Facts skip the import list of a module that exports streams: read it for the cycle walk.
    Facts facts = facts_of(std::string(dotted), *where);
    if (facts.exports_streams) {
      if (auto text = reader_(where->file)) facts.imports = imported_module_names(*text, ModuleIdentity{std::string(dotted), where->package});
    }
    for (std::string& name : facts.imports) {
      if (name != dotted && std::find(modules.begin(), modules.end(), name) == modules.end() && locate(name)) {
        modules.push_back(std::move(name));
      }
    }
  }
  std::lock_guard<std::mutex> lock(mutex_);
  return imports_.emplace(std::string(dotted), std::move(modules)).first->second;
}

bool ProjectIndex::same_cycle(std::string_view a, std::string_view b) {
  if (a == b) return true;
  // A module no root holds (`pyspark.sql`) is in no import list (imports_of): on no cycle. Asked
  // before the walk, which would read `a`'s imports from its file again.
  if (!locate(b)) return false;
  auto id_of = [&](std::string_view name) -> std::optional<std::size_t> {
    std::lock_guard<std::mutex> lock(mutex_);
    if (auto it = cycle_.find(name); it != cycle_.end()) return it->second;
    return std::nullopt;
  };
  if (!id_of(a)) {
    // Tarjan's strongly connected components over the modules reachable from `a`, iteratively
    // (import chains can be long). Components are numbered under the lock once found.
    struct Entry {
      std::string name;
      std::vector<std::string> next;
      std::size_t child = 0;
    };
    std::map<std::string, std::pair<std::size_t, std::size_t>> order;  // index, lowlink
    std::vector<std::string> stack;
    std::set<std::string> on_stack;
    std::vector<Entry> walk;
    std::size_t counter = 0;
    auto enter = [&](const std::string& name) {
      order[name] = {counter, counter};
      ++counter;
      stack.push_back(name);
      on_stack.insert(name);
      walk.push_back({name, imports_of(name), 0});
    };
    enter(std::string(a));
    while (!walk.empty()) {
      Entry& top = walk.back();
      if (top.child < top.next.size()) {
        const std::string next = top.next[top.child++];
        if (id_of(next)) continue;  // numbered by an earlier walk
        if (!order.count(next)) {
          enter(next);
        } else if (on_stack.count(next)) {
          order[top.name].second = std::min(order[top.name].second, order[next].first);
        }
        continue;
      }
      const std::string name = top.name;
      walk.pop_back();
      if (!walk.empty()) order[walk.back().name].second = std::min(order[walk.back().name].second, order[name].second);
      if (order[name].second != order[name].first) continue;
      std::lock_guard<std::mutex> lock(mutex_);
      const std::size_t id = next_cycle_++;
      for (std::string member; member != name;) {
        member = stack.back();
        stack.pop_back();
        on_stack.erase(member);
        cycle_.emplace(member, id);  // a racing walk may have numbered it: keep the first
      }
    }
  }
  const auto ia = id_of(a);
  const auto ib = id_of(b);
  return ia && ib && *ia == *ib;
}

std::vector<std::string> ProjectIndex::invalidate(const fs::path& file) {
  const std::string target = canonical_string(file);
  std::lock_guard<std::mutex> lock(mutex_);
  std::set<const ModuleSummary*> gone;
  std::vector<std::string> names;
  // The module of the file, then every summary that imported a forgotten one, to a fixpoint.
  for (bool changed = true; changed;) {
    changed = false;
    for (auto it = summaries_.begin(); it != summaries_.end();) {
      const ModuleSummary& s = *it->second;
      bool stale = !s.file.empty() && canonical_string(s.file) == target;
      for (const auto& imported : s.imported) stale = stale || gone.count(imported.get());
      if (!stale) {
        ++it;
        continue;
      }
      gone.insert(it->second.get());
      names.push_back(it->first);
      it = summaries_.erase(it);
      changed = true;
    }
  }
  // A file created or deleted changes which root holds a module: locate again.
  located_.clear();
  scala_declared_.erase(target);  // read from its new text below, or when first needed
  if (scala_objects_ && is_scala_path(target)) {
    // Only this file's declarations change: read them again (every Scala file is too many to
    // read on each keystroke).
    for (auto& [name, files] : *scala_objects_) std::erase(files, target);
    std::erase_if(*scala_objects_, [](const auto& entry) { return entry.second.empty(); });
    if (const auto text = reader_(file)) {
      for (std::string& name : scala_object_names(*text)) (*scala_objects_)[std::move(name)].push_back(target);
    }
  }
  relevant_.clear();
  imports_.clear();
  cycle_.clear();
  facts_.erase(target);
  {
    std::lock_guard<std::mutex> listings_lock(listings_->mutex);
    listings_->folders.clear();
  }
  folder_indexes_.clear();
  return names;
}

std::map<std::string, std::shared_ptr<const ModuleSummary>> ProjectIndex::summaries() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return {summaries_.begin(), summaries_.end()};
}

std::vector<fs::path> project_roots(const fs::path& folder, const std::vector<std::string>& configured_src) {
  std::vector<fs::path> roots;
  if (!configured_src.empty()) {
    for (const std::string& src : configured_src) roots.push_back((folder / src).lexically_normal());
    return roots;
  }
  roots.push_back(folder.empty() ? fs::path(".") : folder);
  if (directory(folder / "src")) roots.push_back((folder / "src").lexically_normal());
  return roots;
}

fs::path package_base(const fs::path& folder) {
  fs::path at = folder.empty() ? fs::path(".") : folder;
  for (int steps = 0; steps < 32; ++steps) {
    std::error_code ec;
    if (!fs::is_regular_file(at / "__init__.py", ec)) return at;
    // `etl/jobs` -> `etl` -> `.`; a relative path climbs through its absolute form past `.`.
    fs::path up = at == "." || at.filename() == ".." ? fs::path(canonical_string(at)).parent_path() : at.parent_path();
    if (up.empty() && at.is_relative()) up = ".";  // `etl` -> `.`
    if (up.empty() || up == at) return at;
    at = up;
  }
  return at;
}

fs::path scala_project_folder(const fs::path& file) {
  const fs::path absolute = fs::path(canonical_string(file));
  const fs::path folder = absolute.parent_path();
  // .../<project>/src/{main,test,it}/scala/...: the project is the folder holding src/.
  std::vector<fs::path> parts(folder.begin(), folder.end());
  for (std::size_t i = parts.size(); i-- > 2;) {
    if (parts[i] == "scala" && parts[i - 2] == "src") {
      fs::path project;
      for (std::size_t j = 0; j + 2 < i; ++j) project /= parts[j];
      return project;
    }
  }
  constexpr std::array<std::string_view, 5> kBuildFiles = {"build.sbt", "pom.xml", "build.gradle", "build.gradle.kts",
                                                         "build.sc"};
  int steps = 0;
  for (fs::path at = folder; !at.empty() && steps < 32; at = at.parent_path(), ++steps) {
    for (std::string_view build : kBuildFiles) {
      std::error_code ec;
      if (fs::is_regular_file(at / build, ec)) return at;
    }
    if (at == at.root_path()) break;
  }
  return folder;
}

EntryResolver::EntryResolver(std::shared_ptr<ProjectIndex> index, const fs::path& entry_file)
    : index_(std::move(index)), scala_(is_scala_path(entry_file.native())) {
  if (scala_) {  // Scala names objects, not files: no folder of its own
    file_ = canonical_string(entry_file);
    return;
  }
  const fs::path folder = entry_file.parent_path().empty() ? fs::path(".") : entry_file.parent_path();
  if (!index_->is_root(folder)) local_ = index_->folder_index(folder);
  identity_ = index_->identity_of(entry_file);
  if (identity_.name.empty() && local_) identity_ = local_->identity_of(entry_file);
}

std::shared_ptr<const ModuleSummary> EntryResolver::summary(std::string_view dotted) {
  if (scala_) return index_->scala_summary(dotted, file_);
  // An entry that is itself a project module sees its own cycle as its summary does: unknown.
  if (!identity_.name.empty() && index_->same_cycle(identity_.name, dotted)) return nullptr;
  return local_ ? local_->summary(dotted) : index_->summary(dotted);
}

}  // namespace streamlint::analysis
