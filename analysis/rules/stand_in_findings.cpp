#include "analysis/rules/stand_in_findings.h"

#include <algorithm>
#include <functional>

#include "analysis/fnv.h"
#include "analysis/project/project_index.h"

namespace streamlint::analysis {

StartSite start_site(const Span& terminal, std::string_view text) {
  if (!terminal.unit) return {0, terminal.resolve(text).start_byte};
  const std::string_view statement = terminal.unit->text().substr(0, terminal.unit->source_size());
  return {fnv_mix(kFnvOffsetBasis, statement), terminal.start};
}

std::vector<QueryStart> starts_in_other_files(const ModuleModel& model, std::string_view path, std::string_view text) {
  std::vector<QueryStart> out;
  for (const StreamingQuery& q : model.queries) {
    const std::string* file = q.terminal_range.file();
    if (!file || file->empty() || *file == path) continue;
    QueryStart start{*file, start_site(q.terminal_range, text)};
    if (std::find(out.begin(), out.end(), start) == out.end()) out.push_back(std::move(start));
  }
  return out;
}

void ReachedStarts::add(const std::vector<QueryStart>& starts) {
  for (const QueryStart& s : starts) starts_.emplace(canonical_path(s.file), s.site);
}

namespace {

// Whether a finding of one file is a stand-in's that another file's run reaches.
class SupersededFinding {
 public:
  SupersededFinding(std::string_view file, const ReachedStarts& reached) : file_(file), reached_(reached) {}
  bool operator()(const Finding& f) {
    if (!f.file.empty() || !f.stand_in_start || reached_.empty()) return false;
    if (canonical_.empty()) canonical_ = canonical_path(std::string(file_));  // once, and only when needed
    return reached_.contains(canonical_, *f.stand_in_start);
  }

 private:
  std::string_view file_;
  const ReachedStarts& reached_;
  std::string canonical_;
};

}  // namespace

std::vector<StartSite> superseded_starts(const std::vector<Finding>& findings, std::string_view file,
                                         const ReachedStarts& reached) {
  std::vector<StartSite> out;
  SupersededFinding superseded(file, reached);
  for (const Finding& f : findings) {
    if (superseded(f)) out.push_back(*f.stand_in_start);
  }
  return out;
}

void drop_superseded_stand_ins(std::vector<Finding>& findings, std::string_view file, const ReachedStarts& reached) {
  SupersededFinding superseded(file, reached);
  std::erase_if(findings, std::ref(superseded));
}

}  // namespace streamlint::analysis
