// A helper module's function that no statement of its file calls runs there as a stand-in, with
// unknown arguments and no caller's session (StreamingQuery::stand_in). A finding about its query
// that depends on the session's confs (SR101's checkpoint root, SR501's and SR504's state store)
// is only a guess there: the entry that calls the helper may set them. When another file's run
// reaches the query's start, that run decides: it reports the finding in the helper's file itself
// (AnalysisResult::elsewhere) when its session lacks the conf, and the stand-in's guess goes.
#pragma once

#include <cstdint>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "analysis/finding.h"
#include "analysis/query_model/streaming_query.h"

namespace streamlint::analysis {

// Where a query starts (finding.h StartSite) in `file`, named as the units name files (a path or a
// URI, as the caller named it).
struct QueryStart {
  std::string file;
  StartSite site;
  bool operator==(const QueryStart&) const = default;
};

// The StartSite of a terminal call's span; `text` is the analysed text (for absolute spans).
StartSite start_site(const Span& terminal, std::string_view text);

// The starts of `model`'s queries that lie in other files than `path` (a helper module's
// `start()`), once each.
std::vector<QueryStart> starts_in_other_files(const ModuleModel& model, std::string_view path, std::string_view text);

// The starts the runs of the files analysed together reach in other files, by canonical path.
class ReachedStarts {
 public:
  void add(const std::vector<QueryStart>& starts);
  bool empty() const { return starts_.empty(); }
  // Whether some other file's run reaches `site` of the file whose canonical path
  // (project/project_index.h canonical_path) is `canonical`.
  bool contains(const std::string& canonical, const StartSite& site) const {
    return starts_.count({canonical, site}) > 0;
  }

 private:
  std::set<std::pair<std::string, StartSite>> starts_;
};

// The stand-in starts (Finding::stand_in_start) of the findings of `file` (its own, before
// finish_findings) that another file's run reaches, in finding order.
std::vector<StartSite> superseded_starts(const std::vector<Finding>& findings, std::string_view file,
                                         const ReachedStarts& reached);
// Drops those findings.
void drop_superseded_stand_ins(std::vector<Finding>& findings, std::string_view file, const ReachedStarts& reached);

}  // namespace streamlint::analysis
