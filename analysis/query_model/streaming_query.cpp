#include "analysis/query_model/streaming_query.h"

#include <algorithm>
#include <memory>
#include <vector>

#include "analysis/query_model/value.h"
#include "analysis/text_util.h"

namespace streamlint::analysis {

namespace {

// "a/b/../c" as "a/c", as java.net.URI.normalize resolves it for Hadoop's Path. A ".." with no
// name before it to drop stays (a relative path's "../c"; "s3://bucket/.." keeps the bucket).
// `keep`: the bytes of "scheme://" before the path.
std::string resolve_parents(const std::string& path, std::size_t keep) {
  if (path.find("..", keep) == std::string::npos) return path;
  const bool absolute = path.size() > keep && path[keep] == '/';
  std::vector<std::string_view> names;
  const std::string_view rest = std::string_view(path).substr(keep + (absolute ? 1 : 0));
  for (std::size_t at = 0; at <= rest.size();) {
    const std::size_t end = std::min(rest.find('/', at), rest.size());
    const std::string_view name = rest.substr(at, end - at);
    const bool droppable = !names.empty() && names.back() != ".." && !(keep > 0 && names.size() == 1);
    if (name == ".." && droppable) {
      names.pop_back();
    } else if (!name.empty()) {
      names.push_back(name);
    }
    at = end + 1;
  }
  std::string out = path.substr(0, keep + (absolute ? 1 : 0));
  for (std::size_t i = 0; i < names.size(); ++i) {
    if (i > 0) out += '/';
    out += names[i];
  }
  return out.empty() ? "." : out;
}

}  // namespace

std::string normalise_path(std::string_view path) {
  std::size_t keep = 0;  // "s3://bucket" keeps its "//"
  if (const std::size_t scheme = path.find("://"); scheme != std::string_view::npos) keep = scheme + 3;
  // A relative path's leading "./" names the working directory it is relative to anyway.
  while (keep == 0 && path.size() > 2 && path.starts_with("./")) {
    path.remove_prefix(2);
    while (!path.empty() && path.front() == '/') path.remove_prefix(1);
  }
  std::string out(path.substr(0, keep));
  for (std::size_t i = keep; i < path.size(); ++i) {
    if (path[i] == '/' && !out.empty() && out.back() == '/' && out.size() > keep) continue;  // "//"
    out.push_back(path[i]);
    if (out.size() >= keep + 3 && out.compare(out.size() - 3, 3, "/./") == 0) out.erase(out.size() - 2);  // "/./"
  }
  while (out.size() > keep + 1 && out.back() == '/') out.pop_back();
  if (out.size() >= keep + 2 && out.compare(out.size() - 2, 2, "/.") == 0) out.erase(out.size() - 2);
  return resolve_parents(out, keep);
}

const OptionSetting* OptionSet::find(std::string_view key) const {
  for (auto it = settings.rbegin(); it != settings.rend(); ++it) {
    if (iequals(it->key, key)) return &*it;
  }
  return nullptr;
}

void OptionSet::merge(const OptionSet& other) {
  settings.insert(settings.end(), other.settings.begin(), other.settings.end());
  complete = complete && other.complete;
}

ValuePtr Operation::argument(std::size_t index, std::string_view name) const {
  for (const auto& [k, v] : keywords) {
    if (k == name) return v;
  }
  return index < arguments.size() ? arguments[index] : nullptr;
}

void StreamingDataFrame::add_sources(const StreamingDataFrame& other) {
  for (const auto& source : other.sources) {
    if (std::find(sources.begin(), sources.end(), source) == sources.end()) sources.push_back(source);
  }
}

namespace {

// Whether a start under the equality tests `guards` may run on `path` (OtherPath::when, unless).
bool path_possible(const StreamingDataFrame::OtherPath& path,
                   const std::vector<std::pair<std::uint64_t, std::string>>& guards) {
  if (path.when && guards_exclude({*path.when}, guards)) return false;
  return std::none_of(path.unless.begin(), path.unless.end(),
                      [&](const auto& test) { return std::find(guards.begin(), guards.end(), test) != guards.end(); });
}

}  // namespace

std::vector<std::shared_ptr<const StreamingDataFrame>> alternative_frames(
    const StreamingDataFrame& frame, const std::vector<std::pair<std::uint64_t, std::string>>& guards) {
  // Paths multiply through nested ifs: 32 are checked besides the frame itself (an elif chain of
  // 200 arms is checked on its last arm and its first 32).
  constexpr std::size_t kMaxOtherPaths = 32;
  std::vector<std::shared_ptr<const StreamingDataFrame>> out;
  if (frame.other_paths.empty()) return out;
  const OperationsInOrder ops = frame.operations.in_order();
  for (const StreamingDataFrame::OtherPath& path : frame.other_paths) {
    if (!path.frame || path.base > ops.size() || !path_possible(path, guards)) continue;
    auto made = std::make_shared<StreamingDataFrame>(*path.frame);
    made->other_paths.clear();
    for (std::size_t i = path.base; i < ops.size(); ++i) {
      made->operations.push_back(ops[i]);
      if (ops[i].other) made->add_sources(*ops[i].other);
    }
    // The path's own other paths, with what was applied after this meeting too (their bases count
    // the path's own list, which `made` extends).
    StreamingDataFrame nested = *made;
    nested.other_paths = path.frame->other_paths;
    if (!path.frame->one_of) out.push_back(std::move(made));
    for (auto& deeper : alternative_frames(nested, guards)) out.push_back(std::move(deeper));
    if (out.size() >= kMaxOtherPaths) break;
  }
  if (out.size() > kMaxOtherPaths) out.resize(kMaxOtherPaths);
  return out;
}

std::string pyspark_parameter(std::string_view method, std::string_view name) {
  if (method == "join") {
    if (name == "joinType") return "how";
    if (name == "usingColumns" || name == "usingColumn" || name == "joinExprs" || name == "condition") return "on";
  }
  return std::string(name);
}

bool StreamingQuery::exclusive_with(const StreamingQuery& other) const {
  for (const auto& [id, branch] : branches) {
    for (const auto& [other_id, other_branch] : other.branches) {
      if (id == other_id && branch != other_branch) return true;
    }
  }
  return guards_exclude(guards, other.guards);
}

bool guards_exclude(const std::vector<std::pair<std::uint64_t, std::string>>& a,
                    const std::vector<std::pair<std::uint64_t, std::string>>& b) {
  for (const auto& [binding, value] : a) {
    for (const auto& [other_binding, other_value] : b) {
      if (binding == other_binding && value != other_value) return true;
    }
  }
  return false;
}

const SessionConf* ModuleModel::find_session_conf(std::string_view key, NodeKey job) const {
  const std::vector<SessionConf>& confs = all_session_confs();
  for (auto it = confs.rbegin(); it != confs.rend(); ++it) {
    if (iequals(it->key, key) && same_session(it->job, job)) return &*it;
  }
  return nullptr;
}

void ModuleModel::mark_pipeline_code() {
  for (auto& q : queries) q.in_pipeline_dataset = true;
  for (auto& t : triggers) t.in_pipeline_dataset = true;
  for (auto& s : sources) {
    auto copy = std::make_shared<Source>(*s);
    copy->in_pipeline_dataset = true;
    s = copy;
  }
}

std::optional<std::string> StreamingQuery::checkpoint_location() const {
  const OptionSetting* o = writer.options.find("checkpointLocation");
  auto path = o ? string_of(o->value) : std::nullopt;
  return path ? std::optional<std::string>(normalise_path(*path)) : std::nullopt;
}

}  // namespace streamlint::analysis
